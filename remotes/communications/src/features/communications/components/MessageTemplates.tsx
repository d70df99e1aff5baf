import { Alert, Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetMessageTemplatesQuery } from '../../../campaigns/api';

/** The six bulk templates; Use Template copies a text into the message box. */
export function MessageTemplates({ onUse }: { onUse: (content: string) => void }) {
  const { data = [], isLoading, error } = useGetMessageTemplatesQuery();
  const templates = data.filter((template) => template.use === 'bulk');
  return (
    <Card title="Message Templates" size="small">
      {error ? <Alert type="error" showIcon title="Unable to load templates" description={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      <Row gutter={[12, 12]}>
        {templates.map((template) => (
          <Col key={template.id} xs={24} md={12} xl={8}>
            <Card size="small" title={template.name} style={{ height: '100%' }}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{template.content}</Typography.Paragraph>
              <Button size="small" aria-label={`Use Template ${template.name}`} onClick={() => onUse(template.content)}>
                Use Template
              </Button>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
