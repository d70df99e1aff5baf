import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  PAYMENT_LINK_PAGE_SIZE_DEFAULT,
  PAYMENT_LINK_STATUS_FILTERS,
  type TPaymentLink,
  type TPaymentLinkPage,
  type TPaymentLinkStatusFilter,
} from '@duesflow/shared-contracts/payment-links';
import { formatCount, formatDate } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { CopyLinkButtons } from './CopyLinkButtons';
import { PaymentLinkAmount, PaymentLinkStatus } from './PaymentLinkCells';
import { emptyTextOnceLoaded } from '@duesflow/remote-kit/emptyText';

const FILTER_LABELS: Record<TPaymentLinkStatusFilter, string> = { all: 'All', active: 'Active', paid: 'Paid', expired: 'Expired' };
const filterOptions = PAYMENT_LINK_STATUS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

/*
 * Widths: the routing reason is a sentence, so the gateway column gets room for it to wrap into a few lines
 * rather than a word per line; the others take what their figures need. Where the card is narrower than
 * the sum (1024 px and below) the table scrolls inside its card, and Copy / Open stay pinned at its right
 * edge so a link can always be copied or opened.
 */
const columns: ColumnsType<TPaymentLink> = [
  { title: 'Customer', dataIndex: 'customerName', key: 'customer', width: 150 },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    width: 140,
    render: (_amount: number, link) => <PaymentLinkAmount link={link} />,
  },
  { title: 'Description', dataIndex: 'description', key: 'description', width: 170, render: (text: string | null) => text ?? '—' },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120, render: (_status: string, link) => <PaymentLinkStatus link={link} /> },
  {
    title: 'Gateway',
    key: 'gateway',
    width: 260,
    render: (_value, link) =>
      link.gateway ? (
        <Flex vertical>
          <span>{link.gateway}</span>
          {link.routingReason ? <Typography.Text type="secondary">{link.routingReason}</Typography.Text> : null}
        </Flex>
      ) : (
        <Typography.Text type="secondary">Routing…</Typography.Text>
      ),
  },
  { title: 'Expires', dataIndex: 'expiresAt', key: 'expires', width: 120, render: (iso: string) => formatDate(iso) },
  {
    title: 'Actions',
    key: 'actions',
    width: 170,
    fixed: 'right',
    render: (_value, link) => <CopyLinkButtons url={link.url} label={link.customerName} />,
  },
];

/** The columns' widths added up: below it the table scrolls sideways inside its card. */
const TABLE_WIDTH = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

interface TPaymentLinksTableProps {
  status: TPaymentLinkStatusFilter;
  onStatusChange: (status: TPaymentLinkStatusFilter) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  data: TPaymentLinkPage | undefined;
  /** No link matches the chosen status (this filter's own answer said so): an empty note instead of the table. */
  empty: boolean;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Recent Payment Links: newest first, filtered by status, a page at a time from the API. */
export function PaymentLinksTable({
  status,
  onStatusChange,
  page,
  pageSize,
  onPageChange,
  data,
  empty,
  loading,
  error,
  onRetry,
}: TPaymentLinksTableProps) {
  const noLinks = status === 'all' ? 'No payment links yet' : `No ${status} payment links`;
  return (
    <Card
      title="Recent Payment Links"
      // The title wraps rather than being cut beside the filter on a phone.
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={<Select aria-label="Status filter" value={status} options={filterOptions} onChange={onStatusChange} style={{ width: 120 }} />}
    >
      {error && !data ? (
        <Alert
          type="error"
          title="Unable to load payment links"
          description={errorMessage(error)}
          action={<Button onClick={onRetry}>Retry</Button>}
        />
      ) : empty ? (
        // No table when there is nothing in it: an empty table would still scroll sideways at 1024 px with
        // nothing a keyboard could reach it by.
        <Empty description={noLinks} />
      ) : (
        <Table<TPaymentLink>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={loading}
          aria-busy={loading}
          locale={{ emptyText: emptyTextOnceLoaded(loading, noLinks) }}
          scroll={{ x: TABLE_WIDTH }}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [PAYMENT_LINK_PAGE_SIZE_DEFAULT, 25, 50, 100],
            onChange: onPageChange,
            showTotal: (total) => formatCount(total, 'link'),
          }}
        />
      )}
    </Card>
  );
}

export function usePaymentLinkPaging() {
  const [status, setStatus] = useState<TPaymentLinkStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAYMENT_LINK_PAGE_SIZE_DEFAULT);
  return {
    status,
    page,
    pageSize,
    onStatusChange: (next: TPaymentLinkStatusFilter) => {
      setStatus(next);
      setPage(1);
    },
    onPageChange: (nextPage: number, nextSize: number) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
  };
}
