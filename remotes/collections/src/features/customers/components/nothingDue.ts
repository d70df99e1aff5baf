import type { TCustomer } from '@duesflow/shared-contracts/customers';

/** Why a row's follow-up button is disabled, shown in its tooltip. */
export const NOTHING_DUE_REASON = 'Nothing is due from this customer (₹0.00), so there is nothing to follow up';
export const NO_PHONE_REASON = 'No phone number on record';

/** A customer who owes nothing is not called, messaged or sent a link (the API refuses too). */
export function hasNothingDue(customer: TCustomer): boolean {
  return !(customer.amountDue > 0);
}

/** The reason a call or WhatsApp button is disabled, if one is (besides a pending request). */
export function contactBlockedReason(customer: TCustomer): string | undefined {
  if (hasNothingDue(customer)) return NOTHING_DUE_REASON;
  if (!customer.phone?.trim()) return NO_PHONE_REASON;
  return undefined;
}
