import { useEffect, useState } from 'react';
import { Button, Card, Col, Divider, Flex, Form, Input, Row, Select } from 'antd';
import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import { SCRIPT_LANGUAGES, SCRIPT_TYPES, type TCallScript } from '@duesflow/shared-contracts/call-scripts';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useUpdateCallScriptMutation } from '../api';
import { LANGUAGE_LABELS, TYPE_LABELS, toInput } from '../scriptText';
import type { TCallScriptInput } from '@duesflow/shared-contracts/call-scripts';
import { PreviewButton } from './PreviewButton';
import { ScriptContentFields } from './ScriptContentFields';
import { ScriptPerformance } from './ScriptPerformance';
import { VoiceSettingsFields } from './VoiceSettingsFields';

/** One script: every field disabled until Edit Script; Save Script stores it (spec part 2 §4). */
export function ScriptEditor({
  script,
  editing,
  onEditingChange,
}: {
  script: TCallScript;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const [draft, setDraft] = useState<TCallScriptInput>(() => toInput(script));
  const [save, { isLoading: saving }] = useUpdateCallScriptMutation();
  const toast = useToast();

  // Another script selected, or this one reloaded while not being edited: show what is stored.
  useEffect(() => {
    if (!editing) setDraft(toInput(script));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [script]);
  useEffect(() => setDraft(toInput(script)), [script.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSave = async () => {
    try {
      const saved = await save({ id: script.id, script: draft }).unwrap();
      toast.success('Script saved successfully', `${saved.name} has been updated.`);
      onEditingChange(false);
    } catch (error) {
      toast.error('Save failed', errorMessage(error));
    }
  };

  return (
    <Card
      title={script.name}
      size="small"
      extra={
        <Flex gap={8}>
          <PreviewButton script={draft} />
          <Guarded capability="collect">
            {editing ? (
              <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={onSave}>
                Save Script
              </Button>
            ) : (
              <Button icon={<EditOutlined aria-hidden />} onClick={() => onEditingChange(true)}>
                Edit Script
              </Button>
            )}
          </Guarded>
        </Flex>
      }
    >
      <Form layout="vertical">
        <Form.Item label="Script Name" htmlFor="script-name">
          <Input
            id="script-name"
            disabled={!editing}
            value={draft.name}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Language" htmlFor="script-language">
              <Select
                id="script-language"
                disabled={!editing}
                value={draft.language}
                options={SCRIPT_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_LABELS[language] }))}
                onChange={(language) => setDraft({ ...draft, language })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Script Type" htmlFor="script-type">
              <Select
                id="script-type"
                disabled={!editing}
                value={draft.type}
                options={SCRIPT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
                onChange={(type) => setDraft({ ...draft, type })}
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">Script Content</Divider>
        <ScriptContentFields content={draft.content} editing={editing} onChange={(content) => setDraft({ ...draft, content })} />
        <Divider titlePlacement="start">Voice Settings</Divider>
        <VoiceSettingsFields
          settings={draft.voiceSettings}
          editing={editing}
          onChange={(voiceSettings) => setDraft({ ...draft, voiceSettings })}
        />
      </Form>
      <ScriptPerformance script={script} />
    </Card>
  );
}
