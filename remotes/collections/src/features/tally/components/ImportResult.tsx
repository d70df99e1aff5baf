import { Alert, Typography } from 'antd';
import type { TTallyImportResult } from '@duesflow/shared-contracts/tally';
import { importSummary } from '../importText';

/** Rejected records listed on screen; the rest are counted. */
const ERRORS_SHOWN = 20;

const TITLES: Record<TTallyImportResult['status'], string> = {
  success: 'File imported',
  partial: 'File partly imported',
  failed: 'File not imported',
};
const TYPES = { success: 'success', partial: 'warning', failed: 'error' } as const;

/** What the last import did: counts, and every record that was rejected with its reason. */
export function ImportResult({ result }: { result: TTallyImportResult }) {
  const hidden = result.errors.length - ERRORS_SHOWN;
  return (
    <Alert
      type={TYPES[result.status]}
      showIcon
      role="status"
      aria-label="Import result"
      title={TITLES[result.status]}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: result.errors.length ? 8 : 0 }}>{importSummary(result)}.</Typography.Paragraph>
          {result.errors.length > 0 ? (
            <ul aria-label="Rejected records" style={{ margin: 0, paddingInlineStart: 20 }}>
              {result.errors.slice(0, ERRORS_SHOWN).map((error, index) => (
                <li key={`${error.record}-${index}`}>
                  <Typography.Text strong>{error.record}</Typography.Text>: {error.message}
                </li>
              ))}
              {hidden > 0 ? <li>and {hidden} more</li> : null}
            </ul>
          ) : null}
        </>
      }
    />
  );
}
