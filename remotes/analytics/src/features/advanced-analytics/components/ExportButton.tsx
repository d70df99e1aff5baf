import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TAnalyticsPeriod } from '@duesflow/shared-contracts/analytics';
import { getApiBase } from '@duesflow/remote-kit/apiBase';
import { useToast } from '@duesflow/remote-kit/toast';
import { exportUrl } from '../api';
import { PERIOD_LABELS } from '../periods';

/** `attachment; filename="x.csv"` → x.csv. */
function fileName(disposition: string | null, period: TAnalyticsPeriod): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? `duesflow-analytics-${period}.csv`;
}

/**
 * Downloads the chosen period's figures as CSV. Fetched with the session (also when the screen is embedded
 * on another origin, where a plain link would not carry it), then saved through a blob link.
 */
export function ExportButton({ period }: { period: TAnalyticsPeriod }) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      const response = await fetch(new Request(`${getApiBase()}${exportUrl(period)}`, { credentials: 'include' }));
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName(response.headers.get('content-disposition'), period);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
      toast.success('Export ready', `${PERIOD_LABELS[period]}'s figures saved as ${link.download}`);
    } catch (error) {
      toast.error('Export failed', error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()} loading={exporting}>
      Export
    </Button>
  );
}
