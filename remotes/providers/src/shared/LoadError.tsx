import { Alert, Button } from 'antd';

/** A failed load: the spec's message, the HTTP detail, and a way to try again. */
export function LoadError({ title, detail, onRetry }: { title: string; detail?: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={detail}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
