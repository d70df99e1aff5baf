import { useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TExportFormat } from '@duesflow/shared-contracts/analytics';
import { getApiBase } from '@duesflow/remote-kit/apiBase';
import { useToast } from '@duesflow/remote-kit/toast';

const FORMAT_LABELS: Record<TExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/** `attachment; filename="x.csv"` → x.csv. */
function fileName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

interface TExportButtonsProps {
  /** The API path of the file in one format. */
  url: (format: TExportFormat) => string;
  /** The file's name if the API gives none (without the extension). */
  baseName: string;
  /** What the file holds, for the toast: "Week's figures", "30d figures". */
  what: string;
}

/**
 * Export as CSV (UTF-8 with a byte-order mark) or Excel. Fetched with the session (also when the screen is
 * embedded on another origin, where a plain link would not carry it), then saved through a blob link.
 */
export function ExportButtons({ url, baseName, what }: TExportButtonsProps) {
  const toast = useToast();
  const [exporting, setExporting] = useState<TExportFormat | null>(null);

  const download = async (format: TExportFormat) => {
    setExporting(format);
    try {
      const response = await fetch(new Request(`${getApiBase()}${url(format)}`, { credentials: 'include' }));
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName(response.headers.get('content-disposition'), `${baseName}.${format}`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
      toast.success('Export ready', `${what} saved as ${link.download}`);
    } catch (error) {
      toast.error('Export failed', error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Space.Compact>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void download(format)}
          loading={exporting === format}
          disabled={exporting !== null && exporting !== format}
        >
          {`Export ${FORMAT_LABELS[format]}`}
        </Button>
      ))}
    </Space.Compact>
  );
}
