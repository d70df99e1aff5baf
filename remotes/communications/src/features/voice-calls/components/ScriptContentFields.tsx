import { Button, Flex, Form, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TCallScriptInput } from '@duesflow/shared-contracts/call-scripts';
import { SECTIONS } from '../scriptText';

type TContent = TCallScriptInput['content'];

/** The script's sections; objection handling is a list of responses, grown with Add Response while editing. */
export function ScriptContentFields({
  content,
  editing,
  onChange,
}: {
  content: TContent;
  editing: boolean;
  onChange: (content: TContent) => void;
}) {
  const setObjection = (index: number, text: string) =>
    onChange({ ...content, objectionHandling: content.objectionHandling.map((response, at) => (at === index ? text : response)) });
  const field = (key: (typeof SECTIONS)[number]['key'], label: string) => (
    <Form.Item key={key} label={label} htmlFor={`script-${key}`}>
      <Input.TextArea
        id={`script-${key}`}
        autoSize={{ minRows: 2 }}
        disabled={!editing}
        value={content[key]}
        onChange={(event) => onChange({ ...content, [key]: event.target.value })}
      />
    </Form.Item>
  );
  return (
    <>
      {SECTIONS.slice(0, 3).map(({ key, label }) => field(key, label))}
      <Form.Item label="Objection Handling">
        <Flex vertical gap={8}>
          {content.objectionHandling.map((response, index) => (
            <Input.TextArea
              key={index}
              aria-label={`Objection response ${index + 1}`}
              autoSize={{ minRows: 1 }}
              disabled={!editing}
              value={response}
              onChange={(event) => setObjection(index, event.target.value)}
            />
          ))}
          {editing ? (
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => onChange({ ...content, objectionHandling: [...content.objectionHandling, ''] })}
            >
              Add Response
            </Button>
          ) : null}
        </Flex>
      </Form.Item>
      {SECTIONS.slice(3).map(({ key, label }) => field(key, label))}
    </>
  );
}
