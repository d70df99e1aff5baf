import { Space, Typography } from 'antd';
import { formatINR } from '@duesflow/shared-contracts/format';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { Link } from '@duesflow/remote-kit/router';
import { customerPath } from '../../../app/customerPath';
import { CustomerTags } from './CustomerTags';

/**
 * A compact row's first cell: the name (a link to the customer's page), status, origin and what holds reminders,
 * on one line while they fit; more tags than the column holds go to a second line rather than under the next cell.
 */
export function CustomerNameCell({ customer, withAmount = false }: { customer: TCustomer; withAmount?: boolean }) {
  return (
    <Space size={4} wrap>
      <Link to={customerPath(customer.id)}>
        <Typography.Text strong>{customer.name}</Typography.Text>
      </Link>
      {/* A phone's row: the amount beside the name rather than a column away. */}
      {withAmount ? (
        <Typography.Text aria-label={`Amount due ${formatINR(customer.amountDue)}`}>{formatINR(customer.amountDue)}</Typography.Text>
      ) : null}
      <CustomerTags customer={customer} />
    </Space>
  );
}
