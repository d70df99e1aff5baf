import { Button, Card, Empty, Flex, List, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TCallScript } from '@duesflow/shared-contracts/call-scripts';
import { Guarded } from '@duesflow/remote-kit/session';
import { LANGUAGE_FLAGS, LANGUAGE_LABELS, TYPE_COLORS, TYPE_LABELS, formatPercent } from '../scriptText';

export interface TScriptListProps {
  scripts: TCallScript[];
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Every stored script: name, flag, language, type, success percent and calls, with edit, duplicate and delete. */
export function ScriptList({ scripts, loading, selectedId, onSelect, onEdit, onDuplicate, onDelete }: TScriptListProps) {
  return (
    <Card title="Call Scripts" size="small">
      <List
        loading={loading}
        dataSource={scripts}
        locale={{ emptyText: <Empty description="No call scripts yet" /> }}
        renderItem={(script) => (
          <List.Item
            aria-label={script.name}
            aria-selected={script.id === selectedId}
            onClick={() => onSelect(script.id)}
            style={{ cursor: 'pointer', paddingInline: 8, background: script.id === selectedId ? 'rgba(22,119,255,0.08)' : undefined }}
            actions={[
              <Guarded key="edit" capability="collect">
                <Tooltip title="Edit">
                  <Button
                    size="small"
                    type="text"
                    aria-label={`Edit ${script.name}`}
                    icon={<EditOutlined aria-hidden />}
                    onClick={(event) => {
                      event.stopPropagation();
                      onEdit(script.id);
                    }}
                  />
                </Tooltip>
              </Guarded>,
              <Guarded key="duplicate" capability="collect">
                <Tooltip title="Duplicate">
                  <Button
                    size="small"
                    type="text"
                    aria-label={`Duplicate ${script.name}`}
                    icon={<CopyOutlined aria-hidden />}
                    onClick={(event) => {
                      event.stopPropagation();
                      onDuplicate(script.id);
                    }}
                  />
                </Tooltip>
              </Guarded>,
              <Guarded key="delete" capability="collect">
                <Popconfirm
                  title={`Delete ${script.name}?`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(script.id)}
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    aria-label={`Delete ${script.name}`}
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={(event) => event.stopPropagation()}
                  />
                </Popconfirm>
              </Guarded>,
            ]}
          >
            <Flex vertical gap={2}>
              <Typography.Text strong>{script.name}</Typography.Text>
              <Flex gap={6} wrap align="center">
                <span aria-hidden>{LANGUAGE_FLAGS[script.language]}</span>
                <Typography.Text type="secondary">{LANGUAGE_LABELS[script.language]}</Typography.Text>
                <Tag color={TYPE_COLORS[script.type]}>{TYPE_LABELS[script.type]}</Tag>
              </Flex>
              <Typography.Text type="secondary">
                {formatPercent(script.successRate)} success · {script.totalCalls} calls
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
