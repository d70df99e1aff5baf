import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { getApiBase } from '@duesflow/remote-kit/apiBase';
import type { TTableQuery } from '../tableQuery';
import { tableParams } from '../tableQuery';

/** The export of what the table shows (its search, filters and sort; every page), as a file the browser downloads. */
function exportUrl(format: 'csv' | 'xlsx', query: TTableQuery & { q: string }): string {
  return `${getApiBase()}/api/customers/export?${new URLSearchParams({ format, ...tableParams(query) })}`;
}

/** "Export CSV" and "Export Excel": plain links to the file, so the browser saves it however large it is. */
export function ExportButtons({ query }: { query: TTableQuery & { q: string } }) {
  return (
    <>
      <Button icon={<DownloadOutlined aria-hidden />} href={exportUrl('csv', query)} download>
        Export CSV
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} href={exportUrl('xlsx', query)} download>
        Export Excel
      </Button>
    </>
  );
}
