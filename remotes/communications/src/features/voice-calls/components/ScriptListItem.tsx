import { Divider, Flex, Space, Tag, Typography } from 'antd';
import { ListRowFrame } from '@duesflow/remote-kit/ListRowFrame';
import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TCallScript } from '@duesflow/shared-contracts/call-scripts';
import { formatCount, formatShare } from '@duesflow/shared-contracts/format';
import { LANGUAGE_FLAGS, LANGUAGE_LABELS, TYPE_COLORS, TYPE_LABELS } from '../scriptText';
import { ScriptAction } from './ScriptAction';

export interface TScriptListItemProps {
  script: TCallScript;
  current: boolean;
  isLast: boolean;
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

/**
 * One script's row (`<li>`): name, flag, language, type, success percent and calls, then edit, duplicate and
 * delete split by thin lines (drawn only, not read out); a click anywhere on it opens the script. The actions
 * move under the text when fewer than 10rem would be left for it (a phone).
 */
export function ScriptListItem({ script, current, isLast, onSelect, onEdit, onDuplicate, onDelete }: TScriptListItemProps) {
  return (
    <ListRowFrame
      isLast={isLast}
      aria-label={script.name}
      aria-current={current ? 'true' : undefined}
      onClick={() => onSelect(script.id)}
      style={{ cursor: 'pointer', paddingInline: 8, background: current ? 'rgba(22,119,255,0.08)' : undefined }}
    >
      <Flex vertical gap={2} style={{ flex: '1 1 10rem', minWidth: 0 }}>
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
      <Space separator={<Divider orientation="vertical" aria-hidden style={{ marginInline: 0 }} />}>
        <ScriptAction title="Edit" label={`Edit ${script.name}`} icon={<EditOutlined aria-hidden />} onClick={() => onEdit(script.id)} />
        <ScriptAction
          title="Duplicate"
          label={`Duplicate ${script.name}`}
          icon={<CopyOutlined aria-hidden />}
          onClick={() => onDuplicate(script.id)}
        />
        <ScriptAction
          title="Delete"
          label={`Delete ${script.name}`}
          icon={<DeleteOutlined aria-hidden />}
          danger
          confirm={`Delete ${script.name}?`}
          onClick={() => onDelete(script.id)}
        />
      </Space>
    </ListRowFrame>
  );
}
