import { Card, Empty, Flex } from 'antd';
import type { TCallScript } from '@duesflow/shared-contracts/call-scripts';
import { LoadingStatus } from '@duesflow/remote-kit/LoadingStatus';
import { ScriptListItem } from './ScriptListItem';

export interface TScriptListProps {
  scripts: TCallScript[];
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Roughly three rows: the card keeps this height while the scripts load, so nothing below it jumps. */
const LOADING_MIN_HEIGHT = 280;

/**
 * Every stored script, with edit, duplicate and delete (disabled with the reason on hover for a role that may
 * not change scripts). The open script is marked `aria-current`: the rows hold buttons, so they are a list,
 * not a listbox. "No call scripts yet" only once they have loaded: while they load it is not known.
 */
export function ScriptList({ scripts, loading, selectedId, ...handlers }: TScriptListProps) {
  return (
    <Card title="Call Scripts" size="small" styles={{ body: { minHeight: loading ? LOADING_MIN_HEIGHT : undefined } }}>
      {loading ? (
        <Flex justify="center" style={{ padding: 16 }}>
          <LoadingStatus label="Loading call scripts" />
        </Flex>
      ) : scripts.length === 0 ? (
        <Empty description="No call scripts yet" style={{ padding: 16 }} />
      ) : (
        <ul aria-label="Call scripts" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {scripts.map((script, index) => (
            <ScriptListItem
              key={script.id}
              script={script}
              current={script.id === selectedId}
              isLast={index === scripts.length - 1}
              {...handlers}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
