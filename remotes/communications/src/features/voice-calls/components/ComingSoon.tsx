import { Card, Empty } from 'antd';

/** Scheduling and Voice Settings: the spec keeps them as placeholders. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <Card size="small" title={title}>
      <Empty description={text} />
    </Card>
  );
}
