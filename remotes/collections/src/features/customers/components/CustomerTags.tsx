import { Tag } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { BrokenPromiseTag } from '../../../components/BrokenPromiseTag';
import { ContactHoldTag } from '../../../components/ContactHoldTag';
import { InvoiceDisputedTag } from '../../../components/InvoiceDisputedTag';
import { OpenedPageTag } from '../../../components/OpenedPageTag';
import { CustomerStatusBadge } from './CustomerStatusBadge';

/** What a customer's name is shown with everywhere: status, origin, what holds reminders, a broken promise, disputes, page visits. */
export function CustomerTags({ customer }: { customer: TCustomer }) {
  return (
    <>
      <CustomerStatusBadge status={customer.status} />
      {customer.source === 'tally_import' ? <Tag color="purple">Tally</Tag> : null}
      <ContactHoldTag hold={customer.contactHold} />
      <BrokenPromiseTag promise={customer.brokenPromise} />
      <InvoiceDisputedTag disputes={customer.disputedInvoices} />
      <OpenedPageTag visit={customer.recentPageVisit} />
    </>
  );
}
