import { Table, Tag, Typography } from 'antd';
import type { TPromise, TPromiseStatus } from '@duesflow/shared-contracts/promises';
import { PROMISE_SOURCE_LABELS, PROMISE_STATUS_LABELS } from '@duesflow/shared-contracts/promises';
import { formatINR } from '@duesflow/shared-contracts/format';
import { formatCalendarDate } from './formatContactDates';

const STATUS_COLORS: Record<TPromiseStatus, string> = {
  open: 'gold',
  kept: 'green',
  broken: 'red',
  replaced: 'default',
  withdrawn: 'default',
};

/** What was promised: the amount, else the balance at the time. */
function amountText(promise: TPromise): string {
  return promise.amount === null ? `Balance (${formatINR(promise.dueAtPromise)})` : formatINR(promise.amount);
}

/** "6 Dec 2026", or "6 Dec 2026 (instalment 2 of 3)" for one of a plan's instalments. */
function dateText(promise: TPromise, planSizes: Map<string, number>): string {
  const date = formatCalendarDate(promise.promisedDate);
  if (!promise.planId || promise.instalment === null) return date;
  return `${date} (instalment ${promise.instalment} of ${planSizes.get(promise.planId) ?? promise.instalment})`;
}

/** Every promise the customer made, newest first: date, amount, who recorded it and how it ended. */
export function PromiseHistory({ promises }: { promises: TPromise[] }) {
  if (promises.length === 0) return null;
  const planSizes = new Map<string, number>();
  for (const promise of promises) if (promise.planId) planSizes.set(promise.planId, (planSizes.get(promise.planId) ?? 0) + 1);
  return (
    <>
      <Typography.Text strong>Promises made</Typography.Text>
      <Table<TPromise>
        aria-label="Promises made"
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={promises}
        columns={[
          { title: 'By', key: 'date', render: (_, promise) => dateText(promise, planSizes) },
          { title: 'Amount', key: 'amount', render: (_, promise) => amountText(promise) },
          { title: 'From', key: 'source', render: (_, promise) => PROMISE_SOURCE_LABELS[promise.source] },
          {
            title: 'Status',
            key: 'status',
            render: (_, promise) => <Tag color={STATUS_COLORS[promise.status]}>{PROMISE_STATUS_LABELS[promise.status]}</Tag>,
          },
        ]}
      />
    </>
  );
}
