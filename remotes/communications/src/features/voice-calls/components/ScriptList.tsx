import { Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TCallScript } from '@duesflow/shared-contracts/call-scripts';
import { formatCount, formatShare } from '@duesflow/shared-contracts/format';
import { LANGUAGE_FLAGS, LANGUAGE_LABELS, TYPE_COLORS, TYPE_LABELS } from '../scriptText';
import { ScriptAction } from './ScriptAction';
import { emptyTextOnceLoaded } from '@duesflow/remote-kit/emptyText';

export interface TScriptListProps {
  scripts: TCallScript[];
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The name opens the script: a real button (keyboard, screen readers), styled as the row's text. */
const NAME_BUTTON = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
} as const;

/** Roughly three rows: the card keeps this height while the scripts load, so nothing below it jumps. */
const LOADING_MIN_HEIGHT = 280;

/**
 * Every stored script: name, flag, language, type, success percent and calls, with edit, duplicate and
 * delete (disabled with the reason on hover for a role that may not change scripts). The open script is
 * marked `aria-current`: the rows hold buttons, so they are a list, not a listbox.
 */
export function ScriptList({ scripts, loading, selectedId, onSelect, onEdit, onDuplicate, onDelete }: TScriptListProps) {
  return (
    <Card title="Call Scripts" size="small" styles={{ body: { minHeight: loading ? LOADING_MIN_HEIGHT : undefined } }}>
      <List
        loading={loading}
        dataSource={scripts}
        locale={{ emptyText: emptyTextOnceLoaded(loading, <Empty description="No call scripts yet" />) }}
        renderItem={(script) => {
          const current = script.id === selectedId;
          return (
            <List.Item
              aria-label={script.name}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(script.id)}
              style={{ cursor: 'pointer', paddingInline: 8, background: current ? 'rgba(22,119,255,0.08)' : undefined }}
              actions={[
                <ScriptAction
                  key="edit"
                  title="Edit"
                  label={`Edit ${script.name}`}
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => onEdit(script.id)}
                />,
                <ScriptAction
                  key="duplicate"
                  title="Duplicate"
                  label={`Duplicate ${script.name}`}
                  icon={<CopyOutlined aria-hidden />}
                  onClick={() => onDuplicate(script.id)}
                />,
                <ScriptAction
                  key="delete"
                  title="Delete"
                  label={`Delete ${script.name}`}
                  icon={<DeleteOutlined aria-hidden />}
                  danger
                  confirm={`Delete ${script.name}?`}
                  onClick={() => onDelete(script.id)}
                />,
              ]}
            >
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <button type="button" style={NAME_BUTTON} aria-current={current ? 'true' : undefined} onClick={() => onSelect(script.id)}>
                  <Typography.Text strong>{script.name}</Typography.Text>
                </button>
                <Flex gap={6} wrap align="center">
                  <span aria-hidden>{LANGUAGE_FLAGS[script.language]}</span>
                  <Typography.Text type="secondary">{LANGUAGE_LABELS[script.language]}</Typography.Text>
                  <Tag color={TYPE_COLORS[script.type]}>{TYPE_LABELS[script.type]}</Tag>
                </Flex>
                <Typography.Text type="secondary">
                  {script.totalCalls === 0
                    ? 'No calls yet'
                    : `${formatShare(script.successfulCalls, script.totalCalls)} success · ${formatCount(script.totalCalls, 'call')}`}
                </Typography.Text>
              </Flex>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
