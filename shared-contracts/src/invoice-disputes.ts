import { z } from 'zod';
import { ZDate, ZId, ZRequiredText, ZRupees, ZTimestamp } from './common';

/**
 * A dispute of one invoice (docs/customer-page.md, "A dispute of one invoice"): while it is open, that
 * invoice is left out of every reminder and its unpaid part out of what reminders ask for; the customer's
 * other invoices are still reminded of. Opened by the customer on their page or by staff; resolved by staff.
 */
export const INVOICE_DISPUTE_SOURCES = ['staff', 'customer_page'] as const;
export type TInvoiceDisputeSource = (typeof INVOICE_DISPUTE_SOURCES)[number];

/** How each source reads in the Reminders drawer. */
export const INVOICE_DISPUTE_SOURCE_TEXT: Record<TInvoiceDisputeSource, string> = {
  staff: 'Staff',
  customer_page: "Customer's page",
};

export const MAX_INVOICE_DISPUTE_REASON = 500;
export const MAX_INVOICE_DISPUTE_RESOLUTION = 200;

/** An open dispute of one invoice. */
export const ZInvoiceDispute = z.object({
  id: ZId,
  invoiceId: ZId,
  invoiceNumber: z.string(),
  /** What is still unpaid of the invoice: left out of reminders while the dispute is open. */
  unpaid: ZRupees,
  reason: z.string(),
  source: z.enum(INVOICE_DISPUTE_SOURCES),
  openedAt: ZTimestamp,
});
export type TInvoiceDispute = z.infer<typeof ZInvoiceDispute>;

/** An open invoice staff can mark disputed. */
export const ZDisputableInvoice = z.object({ id: ZId, number: z.string(), dueDate: ZDate, unpaid: ZRupees });
export type TDisputableInvoice = z.infer<typeof ZDisputableInvoice>;

/** GET /api/customers/{id}/invoice-disputes (and every change's answer): the open disputes, oldest first. */
export const ZInvoiceDisputes = z.object({
  open: z.array(ZInvoiceDispute),
  /** The customer's open invoices not in dispute, oldest due first. */
  disputable: z.array(ZDisputableInvoice),
});
export type TInvoiceDisputes = z.infer<typeof ZInvoiceDisputes>;

/** POST /api/customers/{id}/invoice-disputes: staff mark one open invoice disputed. */
export const ZOpenInvoiceDisputeRequest = z
  .object({ invoiceId: ZId, reason: ZRequiredText(MAX_INVOICE_DISPUTE_REASON, 'Reason is required') })
  .strict();
export type TOpenInvoiceDisputeRequest = z.infer<typeof ZOpenInvoiceDisputeRequest>;

/** POST /api/customers/{id}/invoice-disputes/{disputeId}/resolve: how it was settled, in a few words. */
export const ZResolveInvoiceDisputeRequest = z
  .object({ resolution: ZRequiredText(MAX_INVOICE_DISPUTE_RESOLUTION, 'Say how it was resolved') })
  .strict();
export type TResolveInvoiceDisputeRequest = z.infer<typeof ZResolveInvoiceDisputeRequest>;

/** An open invoice dispute as a Customers row or a Payment Collection card shows it ("Invoice disputed"). */
export const ZDisputedInvoice = z.object({ number: z.string(), reason: z.string() });
export type TDisputedInvoice = z.infer<typeof ZDisputedInvoice>;

/** "T/12: Goods came back damaged · T/14: Wrong rate": what the "Invoice disputed" tag shows on hover. */
export function disputedInvoicesText(disputes: readonly TDisputedInvoice[]): string {
  return disputes.map((dispute) => `${dispute.number}: ${dispute.reason}`).join(' · ');
}
