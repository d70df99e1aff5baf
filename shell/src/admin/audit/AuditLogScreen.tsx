import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Form, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TAuditEntry } from '@duesflow/shared-contracts/audit';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useAuditLogQuery, useListStaffQuery, type TAuditFilters } from '../adminApi';
import { formatCount, formatIstMoment } from '@duesflow/shared-contracts/format';
import { useNarrowScreen } from '../../layout/useNarrowScreen';
import { ScrollRegion } from '../ScrollRegion';

export const AUDIT_PAGE_SIZE = 50;

const OUTCOME_COLOR: Record<TAuditEntry['outcome'], string> = { success: 'green', denied: 'orange', failed: 'red' };
const OUTCOME_LABEL: Record<TAuditEntry['outcome'], string> = { success: 'Success', denied: 'Denied', failed: 'Failed' };

/** What an entry was done to: a member of staff by name and email (the API resolves their id), else as recorded. */
function AuditTarget({ entry }: { entry: TAuditEntry }) {
  if (entry.targetStaff) {
    return (
      <Flex vertical>
        <Typography.Text>{entry.targetStaff.name}</Typography.Text>
        <Typography.Text type="secondary">{entry.targetStaff.email}</Typography.Text>
      </Flex>
    );
  }
  return <span style={{ overflowWrap: 'anywhere' }}>{entry.target ?? '—'}</span>;
}

// Codes and times never break mid-word; a table wider than the screen scrolls in its own region, not the page.
const NO_WRAP = { style: { whiteSpace: 'nowrap' as const } };

// Every column has its width and the table lays out by them (`tableLayout="fixed"`): the columns stand where
// they will be before the entries arrive, so nothing moves when they do (a layout shift of 0.16–0.18 at 1024
// and 375 px with widths taken from the content).
const columns: TableColumnsType<TAuditEntry> = [
  {
    title: 'Time (IST)',
    key: 'at',
    width: 210,
    render: (_, entry) => formatIstMoment(entry.at, { seconds: true }),
    onCell: () => NO_WRAP,
  },
  {
    title: 'User',
    key: 'user',
    width: 220,
    render: (_, entry) => <span style={{ overflowWrap: 'anywhere' }}>{entry.userEmail ?? 'Not signed in'}</span>,
  },
  {
    title: 'Action',
    dataIndex: 'action',
    key: 'action',
    width: 200,
    onCell: () => NO_WRAP,
    render: (action: string) => <Typography.Text code>{action}</Typography.Text>,
  },
  { title: 'Target', key: 'target', render: (_, entry) => <AuditTarget entry={entry} />, width: 240 },
  {
    title: 'Outcome',
    key: 'outcome',
    width: 100,
    render: (_, entry) => <Tag color={OUTCOME_COLOR[entry.outcome]}>{OUTCOME_LABEL[entry.outcome]}</Tag>,
  },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 80 },
  { title: 'Detail', dataIndex: 'detail', key: 'detail', width: 260, render: (detail: string | null) => detail ?? '—' },
];

/** Room for the first page while it loads, so what is below does not jump when the entries arrive. */
const LOADING_ROOM = <div style={{ height: 480 }} aria-hidden />;

/** `from`/`to` of a picked range, as the API's calendar dates (India time). */
interface TPickedDay {
  format(template: string): string;
}

/**
 * The admin's Audit log: who did what, when, to what and how it ended, newest first. Filters (user,
 * action, dates) and pages are asked of the API; nothing is filtered here.
 */
export function AuditLogScreen() {
  const [filters, setFilters] = useState<TAuditFilters>({ page: 1, pageSize: AUDIT_PAGE_SIZE });
  // `currentData`: the rows of these filters only, never the previous filters' rows while the new ones load.
  const { currentData: data, isFetching, error, refetch } = useAuditLogQuery(filters);
  const { data: staff = [] } = useListStaffQuery();
  // On a phone the filters stack, each as wide as the screen; side by side they would push the page sideways.
  const narrow = useNarrowScreen();
  const controlWidth = narrow ? '100%' : 240;
  // Any new filter starts again at the first page.
  const filterBy = (change: Partial<TAuditFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));

  return (
    <Card title="Audit log">
      <Flex vertical gap="middle">
        <Form layout={narrow ? 'vertical' : 'inline'} aria-label="Audit log filters">
          <Form.Item label="User">
            <Select
              aria-label="User"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Everyone"
              style={{ width: controlWidth }}
              options={staff.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
              onChange={(userId?: string) => filterBy({ userId: userId || undefined })}
            />
          </Form.Item>
          <Form.Item label="Action">
            <Input.Search
              aria-label="Action"
              allowClear
              placeholder="e.g. workflow or staff.update"
              style={{ width: controlWidth }}
              maxLength={100}
              onSearch={(action) => filterBy({ action: action.trim() || undefined })}
            />
          </Form.Item>
          <Form.Item label="Dates">
            <DatePicker.RangePicker
              aria-label="Dates"
              style={narrow ? { width: '100%' } : undefined}
              format="DD/MM/YYYY"
              onChange={(range) => {
                const [from, to] = (range ?? []) as (TPickedDay | null)[];
                filterBy({ from: from?.format('YYYY-MM-DD'), to: to?.format('YYYY-MM-DD') });
              }}
            />
          </Form.Item>
        </Form>
        {error ? (
          <Typography.Text type="danger">
            The audit log could not be loaded: {errorMessage(error)}{' '}
            <Button size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          </Typography.Text>
        ) : null}
        <ScrollRegion label="Audit log entries">
          <Table<TAuditEntry>
            rowKey="id"
            size="small"
            columns={columns}
            tableLayout="fixed"
            dataSource={data?.items ?? []}
            locale={!data && isFetching ? { emptyText: LOADING_ROOM } : undefined}
            loading={isFetching}
            pagination={
              // The pager comes with the entries, below them (not first above where they will be).
              data
                ? {
                    current: filters.page,
                    pageSize: filters.pageSize,
                    total: data?.total ?? 0,
                    // A phone gets "‹ 2 / 9 ›": the full pager and size changer are wider than its screen.
                    simple: narrow,
                    showSizeChanger: !narrow,
                    pageSizeOptions: [20, 50, 100, 200],
                    showTotal: (total) => formatCount(total, 'entry', 'entries'),
                  }
                : false
            }
            onChange={(pagination) =>
              setFilters((current) => ({
                ...current,
                page: pagination.pageSize !== current.pageSize ? 1 : (pagination.current ?? 1),
                pageSize: pagination.pageSize ?? current.pageSize,
              }))
            }
          />
        </ScrollRegion>
      </Flex>
    </Card>
  );
}

export default AuditLogScreen;
