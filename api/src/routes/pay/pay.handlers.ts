import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppBindings } from '../../app-deps';
import { paymentLinks } from '../../db/schema/payment-links';
import { ApiError, notFound } from '../../lib/api-error';
import type { AppRouteHandler } from '../../lib/create-router';
import { confirmPayment } from '../../payment-links/confirm-payment';
import { effectiveStatus, toPaymentLink } from '../../payment-links/payment-link-rows';
import { renderNotFoundPage, renderPayPage } from './pay-page';
import type * as routes from './pay.routes';

/** The page is HTML for people; the OpenAPI types only describe JSON, hence the plain handler type. */
export async function payPage(c: Context<AppBindings>) {
  const token = c.req.param('token') ?? '';
  const { db, clock } = c.var.deps;
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.token, token));
  if (!link) return c.html(renderNotFoundPage(), 404);
  // A link on a live gateway is paid on the gateway's own page; this page is the sandbox's.
  if (link.hostedUrl && link.status === 'active') return c.redirect(link.hostedUrl, 302);
  return c.html(renderPayPage(link, effectiveStatus(link, clock.now())), 200);
}

export const confirm: AppRouteHandler<typeof routes.confirm> = async (c) => {
  const { token } = c.req.valid('param');
  const { db, clock, bus } = c.var.deps;
  const now = clock.now();
  const result = await confirmPayment(db, token, now);
  if (result.outcome === 'not_found') throw notFound('Payment link');
  if (result.outcome === 'already_paid') throw new ApiError(409, 'already_paid', 'This payment link has already been paid');
  if (result.outcome === 'expired') throw new ApiError(410, 'expired', 'This payment link has expired');
  if (result.outcome === 'not_sandbox') {
    throw new ApiError(409, 'not_sandbox', result.link.hostedUrl ? 'This payment link is paid on its gateway\'s page' : 'This payment link is not ready to be paid yet');
  }
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['dashboard', 'customers', 'payments'] } });
  return c.json({ success: true as const, message: 'Payment received', paymentLink: toPaymentLink(result.link, now) }, 200);
};
