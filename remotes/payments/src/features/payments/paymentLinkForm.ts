import type { TGeneratePaymentLinkRequest } from '@duesflow/shared-contracts/workflows';

export interface TPaymentLinkFormValues {
  customerName?: string;
  amount?: string;
  description?: string;
}

/**
 * The request the form sends, or undefined when amount or customer name is missing (spec part 1 §5):
 * the amount is parsed as a decimal number, name and description are trimmed. An amount that is not a
 * number above zero counts as missing. An empty description is left out.
 */
export function readPaymentLinkForm(values: TPaymentLinkFormValues): TGeneratePaymentLinkRequest | undefined {
  const customerName = (values.customerName ?? '').trim();
  const amountText = (values.amount ?? '').trim().replace(/,/g, '');
  const amount = /^\d*\.?\d+$/.test(amountText) ? Number.parseFloat(amountText) : Number.NaN;
  if (!customerName || !Number.isFinite(amount) || amount <= 0) return undefined;
  const description = (values.description ?? '').trim();
  return description ? { amount, customerName, description } : { amount, customerName };
}
