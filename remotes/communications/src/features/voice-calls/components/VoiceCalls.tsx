import { useState, type ReactNode } from 'react';
import { Button, Col, Empty, Card, Flex, Grid, Row, Segmented, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useCreateCallScriptMutation, useDeleteCallScriptMutation, useDuplicateCallScriptMutation, useGetCallScriptsQuery } from '../api';
import { NEW_SCRIPT_DEFAULTS } from '@duesflow/shared-contracts/call-scripts';
import { CallAnalytics } from './CallAnalytics';
import { ComingSoon } from './ComingSoon';
import { ScriptEditor } from './ScriptEditor';
import { ScriptList } from './ScriptList';
import { ScreenHeader } from '../../../components/ScreenHeader';

type TTab = 'scripts' | 'analytics' | 'scheduling' | 'settings';

/**
 * Voice Call Manager (spec part 2): stored call scripts, their editor and preview, and call analytics.
 * On a phone the four tabs are a vertical choice above the chosen one: in a row they would overflow into
 * antd's "more" menu, whose button inside the tablist breaks its ARIA (axe: aria-required-children).
 */
export function VoiceCalls() {
  const { data: scripts = [], isLoading } = useGetCallScriptsQuery();
  const [create, { isLoading: creating }] = useCreateCallScriptMutation();
  const [duplicate] = useDuplicateCallScriptMutation();
  const [remove] = useDeleteCallScriptMutation();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<TTab>('scripts');
  // A phone (antd's `xs`, below 576 px): the four tabs do not fit in a row there.
  const narrow = Grid.useBreakpoint().xs === true;
  const toast = useToast();
  const selected = scripts.find((script) => script.id === selectedId);

  const select = (id: string, edit = false) => {
    if (id !== selectedId) setEditing(false);
    setSelectedId(id);
    if (edit) setEditing(true);
  };
  const onNew = async () => {
    try {
      const script = await create(NEW_SCRIPT_DEFAULTS).unwrap();
      setSelectedId(script.id);
      setEditing(true);
    } catch (error) {
      toast.error('Create failed', errorMessage(error));
    }
  };
  const onDuplicate = async (id: string) => {
    try {
      const copy = await duplicate(id).unwrap();
      toast.success('Script duplicated', copy.name);
    } catch (error) {
      toast.error('Duplicate failed', errorMessage(error));
    }
  };
  const onDelete = async (id: string) => {
    try {
      await remove(id).unwrap();
      if (id === selectedId) {
        setSelectedId(undefined);
        setEditing(false);
      }
      toast.success('Script deleted');
    } catch (error) {
      toast.error('Delete failed', errorMessage(error));
    }
  };

  const scriptsTab = (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={9}>
        <ScriptList
          scripts={scripts}
          loading={isLoading}
          selectedId={selectedId}
          onSelect={select}
          onEdit={(id) => select(id, true)}
          onDuplicate={onDuplicate}
          onDelete={onDelete}
        />
      </Col>
      <Col xs={24} xl={15}>
        {selected ? (
          <ScriptEditor key={selected.id} script={selected} editing={editing} onEditingChange={setEditing} />
        ) : (
          <Card size="small">
            <Empty description="Select a script from the list to edit or create a new one" />
          </Card>
        )}
      </Col>
    </Row>
  );

  const tabs: { key: TTab; label: string; children: ReactNode }[] = [
    { key: 'scripts', label: 'Call Scripts', children: scriptsTab },
    { key: 'analytics', label: 'Analytics', children: <CallAnalytics /> },
    { key: 'scheduling', label: 'Scheduling', children: <ComingSoon title="Call Scheduling" text="Call scheduling coming soon" /> },
    {
      key: 'settings',
      label: 'Voice Settings',
      children: <ComingSoon title="Global Voice Settings" text="Global voice settings coming soon" />,
    },
  ];

  return (
    <Flex vertical gap="middle">
      <ScreenHeader title="Voice Call Manager">
        <Guarded capability="collect">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} loading={creating} onClick={onNew}>
            New Script
          </Button>
        </Guarded>
      </ScreenHeader>
      {narrow ? (
        <Flex vertical gap="middle">
          <Segmented<TTab>
            vertical
            block
            aria-label="Voice call sections"
            value={tab}
            onChange={setTab}
            options={tabs.map(({ key, label }) => ({ value: key, label }))}
          />
          {tabs.find(({ key }) => key === tab)?.children}
        </Flex>
      ) : (
        <Tabs activeKey={tab} onChange={(key) => setTab(key as TTab)} items={tabs} />
      )}
    </Flex>
  );
}
