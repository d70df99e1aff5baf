import { Card, Flex, Form, Input, Select, Typography } from 'antd';
import type { TMessageTemplate } from '@duesflow/shared-contracts/message-templates';
import { TemplateTypeTag } from './TemplateTypeTag';

/** Campaign name and the message template, each option with its type badge and a preview of its text. */
export function CampaignDetailsCard({
  name,
  onNameChange,
  templateId,
  onTemplateChange,
  templates,
  loading,
}: {
  name: string;
  onNameChange: (name: string) => void;
  templateId: string | undefined;
  onTemplateChange: (id: string) => void;
  templates: TMessageTemplate[];
  loading: boolean;
}) {
  const selected = templates.find((template) => template.id === templateId);
  return (
    <Card size="small" title="Campaign Details">
      <Form layout="vertical">
        <Form.Item label="Campaign Name" htmlFor="campaign-name">
          <Input
            id="campaign-name"
            placeholder="e.g., Weekly Payment Reminders"
            maxLength={200}
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Message Template" htmlFor="campaign-template">
          <Select
            id="campaign-template"
            placeholder="Select a template"
            loading={loading}
            value={templateId}
            onChange={onTemplateChange}
            optionLabelProp="label"
            options={templates.map((template) => ({
              value: template.id,
              label: template.name,
              title: template.name,
              content: template,
            }))}
            optionRender={(option) => {
              const template = option.data.content as TMessageTemplate;
              return (
                <Flex vertical gap={2}>
                  <Flex gap={6} align="center">
                    <span>{template.name}</span>
                    <TemplateTypeTag type={template.type} />
                  </Flex>
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                    {template.content}
                  </Typography.Text>
                </Flex>
              );
            }}
          />
        </Form.Item>
        {selected ? (
          <Flex vertical gap={4} aria-label="Template preview">
            <Flex gap={6} align="center">
              <TemplateTypeTag type={selected.type} />
              <Typography.Text type="secondary">
                DLT {selected.dlt.templateId} · {selected.dlt.header}
              </Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{selected.content}</Typography.Paragraph>
          </Flex>
        ) : null}
      </Form>
    </Card>
  );
}
