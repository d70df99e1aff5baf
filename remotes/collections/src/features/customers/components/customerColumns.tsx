import type { TableColumnsType } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { CustomerActions } from './CustomerActions';
import { CustomerDetails } from './CustomerDetails';

export const CUSTOMER_COLUMNS: TableColumnsType<TCustomer> = [
  { key: 'customer', title: 'Customer', width: 220, render: (_, customer) => <CustomerDetails customer={customer} /> },
  { key: 'lastContact', title: 'Last contact', width: 110, render: (_, customer) => formatDate(customer.lastContact) },
  {
    key: 'amountDue',
    title: 'Amount due',
    align: 'right',
    width: 130,
    render: (_, customer) => formatINR(customer.amountDue),
  },
  // Pinned to the right edge: on a narrow screen the details scroll sideways, the buttons stay in view.
  {
    key: 'actions',
    title: 'Actions',
    width: 220,
    fixed: 'right',
    render: (_, customer) => <CustomerActions customer={customer} />,
  },
];
