import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import type { TCustomerSort, TCustomerSortQuery } from '@duesflow/shared-contracts/customer-table';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { CustomerActions } from './CustomerActions';
import { CustomerActionsMenu } from './CustomerActionsMenu';
import { CustomerNameCell } from './CustomerNameCell';

/** The column each server-side sort belongs to (the column's key). */
export const SORT_COLUMNS: Record<TCustomerSort, string> = {
  name: 'customer',
  lastContact: 'lastContact',
  daysOverdue: 'daysOverdue',
  amount: 'amountDue',
};

const LARGEST_FIRST: SortOrder[] = ['descend', 'ascend'];

/** A sortable column's header state from the sort the URL holds. */
function sortOrderOf(sort: TCustomerSortQuery, key: TCustomerSort): SortOrder {
  if (sort.sort !== key) return null;
  const order = sort.order ?? (key === 'name' ? 'asc' : 'desc');
  return order === 'asc' ? 'ascend' : 'descend';
}

/**
 * One line per customer, the figures first (amount, days overdue, last contact, collector), then the contact
 * details; the address and email are cut to their column (whole on hover), the actions are icons.
 * `narrow` (a phone): the amount beside the name and the actions in one "⋯" menu, so a row's first screenful
 * says who owes what; the details scroll sideways.
 */
export function customerColumns(sort: TCustomerSortQuery, narrow = false): TableColumnsType<TCustomer> {
  const sortable = (key: TCustomerSort, directions?: SortOrder[]) => ({
    sorter: true,
    sortOrder: sortOrderOf(sort, key),
    ...(directions ? { sortDirections: directions } : {}),
    showSorterTooltip: false,
  });
  return [
    {
      key: 'customer',
      title: 'Customer',
      width: narrow ? NARROW_CUSTOMER_WIDTH : 270,
      ...sortable('name'),
      render: (_, customer) => <CustomerNameCell customer={customer} withAmount={narrow} />,
    },
    ...(narrow ? [] : [amountColumn(sortable('amount', LARGEST_FIRST))]),
    ...detailColumns(sortable),
    // Pinned to the right edge: on a narrow screen the details scroll sideways, the buttons stay in view.
    narrow
      ? {
          key: 'actions',
          title: 'Actions',
          width: 64,
          fixed: 'right',
          render: (_, customer) => <CustomerActionsMenu customer={customer} />,
        }
      : {
          key: 'actions',
          title: 'Actions',
          width: 150,
          fixed: 'right',
          render: (_, customer) => <CustomerActions customer={customer} oneLine />,
        },
  ];
}

/** The customer column's width on a phone: beside the selection box and "⋯" it fits a 375 px screen. */
const NARROW_CUSTOMER_WIDTH = 200;

function amountColumn(sorting: object): TableColumnsType<TCustomer>[number] {
  return {
    key: 'amountDue',
    title: 'Amount due',
    align: 'right',
    width: 130,
    ...sorting,
    render: (_, customer) => formatINR(customer.amountDue),
  };
}

function detailColumns(sortable: (key: TCustomerSort, directions?: SortOrder[]) => object): TableColumnsType<TCustomer> {
  return [
    {
      key: 'daysOverdue',
      title: 'Days overdue',
      align: 'right',
      width: 140,
      ...sortable('daysOverdue', LARGEST_FIRST),
      render: (_, customer) => (customer.daysOverdue ? customer.daysOverdue : ''),
    },
    {
      key: 'lastContact',
      title: 'Last contact',
      width: 140,
      ...sortable('lastContact', LARGEST_FIRST),
      render: (_, customer) => formatDate(customer.lastContact),
    },
    { key: 'collector', title: 'Collector', width: 130, ellipsis: true, render: (_, customer) => customer.collectorName ?? '' },
    { key: 'phone', title: 'Phone', width: 145, render: (_, customer) => customer.phone ?? '' },
    { key: 'email', title: 'Email', width: 180, ellipsis: { showTitle: true }, render: (_, customer) => customer.email ?? '' },
    { key: 'address', title: 'Address', width: 160, ellipsis: { showTitle: true }, render: (_, customer) => customer.address ?? '' },
  ];
}
