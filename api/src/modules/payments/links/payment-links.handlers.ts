import { and, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TPaymentLinkStatusFilter } from '@duesflow/shared-contracts/payment-links';
import { rowsOf } from '../../../core/db/database';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { paiseToRupees } from '../../../core/lib/money';
import { toPaymentLink } from './payment-link-rows';
import { linkReadiness } from './link-readiness';
import { notFound } from '../../../core/lib/api-error';
import type * as routes from './payment-links.routes';

/** What each filter shows; an active link past its expiry counts as expired before the sweep stores it. */
function filterFor(status: TPaymentLinkStatusFilter, now: Date): SQL | undefined {
  switch (status) {
    case 'active':
      return and(eq(paymentLinks.status, 'active'), gt(paymentLinks.expiresAt, now));
    case 'paid':
      return eq(paymentLinks.status, 'paid');
    case 'expired':
      return or(eq(paymentLinks.status, 'expired'), and(eq(paymentLinks.status, 'active'), lte(paymentLinks.expiresAt, now)));
    default:
      return undefined;
  }
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { status = 'all', page, pageSize } = c.req.valid('query');
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const where = filterFor(status, now);
  const at = now.toISOString();
  const [rows, [filtered], totalsResult] = await Promise.all([
    db
      .select()
      .from(paymentLinks)
      .where(where)
      .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(paymentLinks).where(where),
    db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where status = 'paid')::int as paid,
        count(*) filter (where status = 'expired' or (status = 'active' and expires_at <= ${at}::timestamptz))::int as expired,
        count(*) filter (where status = 'active' and expires_at > ${at}::timestamptz)::int as active,
        -- What the gateways reported in INR, partial payments included, never the links' face amounts.
        coalesce(sum(amount_paid_paise), 0)::float8 as paid_paise
      from payment_links
    `),
  ]);
  const totals = rowsOf<{ total: number; paid: number; expired: number; active: number; paid_paise: number }>(totalsResult)[0]!;
  const paid = Number(totals.paid);
  const expired = Number(totals.expired);
  return c.json(
    {
      items: rows.map((row) => toPaymentLink(row, now)),
      total: Number(filtered?.n ?? 0),
      page,
      pageSize,
      totals: {
        totalGenerated: Number(totals.total),
        successRate: paid + expired > 0 ? Math.round((paid / (paid + expired)) * 1000) / 10 : 0,
        activeLinks: Number(totals.active),
        paid,
        expired,
        paidAmount: paiseToRupees(Number(totals.paid_paise)),
      },
    },
    200,
  );
};

export const readiness: AppRouteHandler<typeof routes.readiness> = async (c) => {
  const { db, clock, gateways } = c.var.deps;
  const found = await linkReadiness(db, c.req.valid('param').id, clock.now(), { sandboxPayments: gateways.sandboxPayments });
  if (!found) throw notFound('Payment link');
  return c.json(found, 200);
};
