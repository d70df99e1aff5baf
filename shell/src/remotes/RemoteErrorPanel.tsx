import { Button } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { ErrorResult } from '@duesflow/remote-kit/ErrorResult';

interface Props {
  /** The screen's sidebar label. */
  label: string;
  /** Whether the screen could not be fetched, or was fetched and then failed while showing. */
  cause: 'load' | 'render';
  onRetry(): void;
}

export const PANEL_TITLE = 'This screen could not be loaded';

/** What staff read: what failed and what to do, never URLs or error codes (those go to the console). */
export function panelReason(label: string, cause: Props['cause']): string {
  return cause === 'load'
    ? `The ${label} screen did not arrive from the server. Check your connection, then press Retry.`
    : `The ${label} screen stopped because of an error. Press Retry to load it again.`;
}

/** Shown in the main area only, so the rest of the portal keeps working when one screen is down. */
export function RemoteErrorPanel({ label, cause, onRetry }: Props) {
  return (
    <div role="alert">
      <ErrorResult
        title={PANEL_TITLE}
        subTitle={panelReason(label, cause)}
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}
