import type { TableColumnsType } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { CustomerActions } from './CustomerActions';
import { CustomerDetails } from './CustomerDetails';

export const CUSTOMER_COLUMNS: TableColumnsType<TCustomer> = [
  { key: 'customer', title: 'Customer', render: (_, customer) => <CustomerDetails customer={customer} /> },
  { key: 'lastContact', title: 'Last contact', width: 140, render: (_, customer) => formatDate(customer.lastContact) },
  {
    key: 'amountDue',
    title: 'Amount due',
    align: 'right',
    width: 150,
    render: (_, customer) => formatINR(customer.amountDue),
  },
  { key: 'actions', title: 'Actions', width: 340, render: (_, customer) => <CustomerActions customer={customer} /> },
];
