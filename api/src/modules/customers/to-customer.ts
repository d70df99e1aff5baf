import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { paiseToRupees } from '../../core/lib/money';
import { customerStatus, type CustomerBalance } from './customer-balances';

/** A customer as the API answers it, from its balance. */
export function toCustomer(balance: CustomerBalance): TCustomer {
  return {
    id: balance.id,
    name: balance.name,
    email: balance.email,
    phone: balance.phone,
    address: balance.address,
    status: customerStatus(balance),
    source: balance.source,
    lastContact: balance.lastContact ? balance.lastContact.toISOString() : null,
    amountDue: paiseToRupees(balance.duePaise),
  };
}
