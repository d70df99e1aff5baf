import { Space, Tag, Typography } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { Link } from '@duesflow/remote-kit/router';
import { customerPath } from '../../../app/customerPath';
import { BrokenPromiseTag } from '../../../components/BrokenPromiseTag';
import { ContactHoldTag } from '../../../components/ContactHoldTag';
import { InvoiceDisputedTag } from '../../../components/InvoiceDisputedTag';
import { OpenedPageTag } from '../../../components/OpenedPageTag';
import { CustomerStatusBadge } from './CustomerStatusBadge';

/**
 * A compact row's first cell: the name (a link to the customer's page), status, origin and what holds reminders,
 * on one line while they fit; more tags than the column holds go to a second line rather than under the next cell.
 */
export function CustomerNameCell({ customer }: { customer: TCustomer }) {
  return (
    <Space size={4} wrap>
      <Link to={customerPath(customer.id)}>
        <Typography.Text strong>{customer.name}</Typography.Text>
      </Link>
      <CustomerStatusBadge status={customer.status} />
      {customer.source === 'tally_import' ? <Tag color="purple">Tally</Tag> : null}
      <ContactHoldTag hold={customer.contactHold} />
      <BrokenPromiseTag promise={customer.brokenPromise} />
      <InvoiceDisputedTag disputes={customer.disputedInvoices} />
      <OpenedPageTag visit={customer.recentPageVisit} />
    </Space>
  );
}
