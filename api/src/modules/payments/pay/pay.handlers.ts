import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppBindings } from '../../../core/app-deps';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { ApiError, notFound } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { confirmPayment } from '../links/confirm-payment';
import { partsOf } from '../links/link-plan';
import { toPaymentLink } from '../links/payment-link-rows';
import { renderNotFoundPage, renderPayPage } from './pay-page';
import type * as routes from './pay.routes';
import { settlePromises } from '../../customers';
import { publishPaymentReceived } from '../links/payment-notice';

/** The page is HTML for people; the OpenAPI types only describe JSON, hence the plain handler type. */
export async function payPage(c: Context<AppBindings>) {
  const token = c.req.param('token') ?? '';
  const { db, clock, gateways } = c.var.deps;
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.token, token));
  if (!link) return c.html(renderNotFoundPage(), 404);
  // A single link on a live gateway is paid on the gateway's own page; a plan's page lists its parts.
  if (!link.planId && link.hostedUrl && link.status === 'active') return c.redirect(link.hostedUrl, 302);
  return c.html(renderPayPage(await partsOf(db, link), clock.now(), { sandboxPayments: gateways.sandboxPayments }), 200);
}

export const SANDBOX_OFF_MESSAGE = "Sandbox payments are switched off: this link is paid on its gateway's page";

export const confirm: AppRouteHandler<typeof routes.confirm> = async (c) => {
  const { token } = c.req.valid('param');
  const { db, clock, bus, gateways } = c.var.deps;
  const now = clock.now();
  const result = await confirmPayment(db, token, now, { sandboxPayments: gateways.sandboxPayments });
  switch (result.outcome) {
    case 'sandbox_off':
      throw new ApiError(409, 'sandbox_payments_off', SANDBOX_OFF_MESSAGE);
    case 'not_found':
      throw notFound('Payment link');
    case 'already_paid':
      throw new ApiError(409, 'already_paid', 'This payment link has already been paid');
    case 'expired':
      throw new ApiError(410, 'expired', 'This payment link has expired');
    case 'not_sandbox':
      throw new ApiError(
        409,
        'not_sandbox',
        result.link.hostedUrl ? "This payment link is paid on its gateway's page" : 'This payment link is not ready to be paid yet',
      );
  }
  const { link } = result;
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['dashboard', 'customers', 'payments'] } });
  // A promise this payment completes reads kept at once, not at the next sweep.
  if (link.customerId) await settlePromises(c.var.deps, [link.customerId]);
  await publishPaymentReceived(c.var.deps, { customerId: link.customerId, amountPaise: result.countedPaise, paymentLinkId: link.id });
  return c.json({ success: true as const, message: 'Payment received', paymentLink: toPaymentLink(link, now) }, 200);
};
