import { Alert, Button, Flex, Statistic, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TCustomerImportResult } from '@duesflow/shared-contracts/customer-import';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { refusedFilename, refusedRowsCsv } from '../refusedCsv';

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const COLUMNS = [
  { title: 'Row', dataIndex: 'row', key: 'row', width: 80 },
  { title: 'Column', dataIndex: 'column', key: 'column', width: 180 },
  { title: 'Reason', dataIndex: 'reason', key: 'reason' },
];

/** Step 3: what was written, and every refused row with its reason (downloadable as CSV). */
export function ImportReport({ result }: { result: TCustomerImportResult }) {
  const { imported, updated, invoices, refused } = result;
  return (
    <Flex vertical gap="middle" role="region" aria-label="Import report">
      <Alert
        type={refused.length === 0 ? 'success' : imported + updated === 0 ? 'error' : 'warning'}
        showIcon
        title={
          refused.length === 0
            ? `${result.filename} imported`
            : imported + updated === 0
              ? `Nothing imported from ${result.filename}`
              : `${result.filename} imported, ${formatIndianNumber(refused.length)} ${refused.length === 1 ? 'row' : 'rows'} refused`
        }
      />
      <Flex gap="large" wrap>
        <Statistic title="New customers" value={imported} formatter={(value) => formatIndianNumber(Number(value))} />
        <Statistic title="Updated customers" value={updated} formatter={(value) => formatIndianNumber(Number(value))} />
        <Statistic title="Invoices" value={invoices} formatter={(value) => formatIndianNumber(Number(value))} />
        <Statistic title="Refused rows" value={refused.length} formatter={(value) => formatIndianNumber(Number(value))} />
      </Flex>
      {refused.length > 0 ? (
        <>
          <Table
            size="small"
            aria-label="Refused rows"
            rowKey={(refusal) => `${refusal.row}-${refusal.column}`}
            columns={COLUMNS}
            dataSource={refused}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          />
          <Flex justify="start">
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => download(refusedFilename(result.filename), refusedRowsCsv(refused))}
            >
              Download refused rows (CSV)
            </Button>
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
