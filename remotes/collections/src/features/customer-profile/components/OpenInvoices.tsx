import { Table, Tag, type TableColumnsType } from 'antd';
import type { TCustomerInvoice } from '@duesflow/shared-contracts/customer-timeline';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { useTableAccess } from '../../../components/useTableAccess';

const COLUMNS: TableColumnsType<TCustomerInvoice> = [
  {
    key: 'invoice',
    title: 'Invoice',
    render: (_, invoice) => (
      <>
        {invoice.invoiceNumber} {invoice.disputed ? <Tag color="red">In dispute</Tag> : null}
      </>
    ),
  },
  { key: 'issuedOn', title: 'Issued', render: (_, invoice) => formatDate(invoice.issuedOn) },
  { key: 'dueDate', title: 'Due', render: (_, invoice) => formatDate(invoice.dueDate) },
  { key: 'amount', title: 'Amount', align: 'right', render: (_, invoice) => formatINR(invoice.amount) },
  { key: 'unpaid', title: 'Unpaid', align: 'right', render: (_, invoice) => formatINR(invoice.unpaid) },
];

/** The invoices with something unpaid, oldest due first. */
export function OpenInvoices({ invoices }: { invoices: TCustomerInvoice[] }) {
  const table = useTableAccess('Open invoices, scrolls sideways');
  return (
    <Table
      ref={table}
      aria-label="Open invoices"
      size="small"
      rowKey="id"
      columns={COLUMNS}
      dataSource={invoices}
      pagination={invoices.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No open invoices' }}
    />
  );
}
