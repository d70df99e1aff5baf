import { Flex, Tag, Tooltip } from 'antd';
import type { TScorePart } from '@duesflow/shared-contracts/worklist';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** The score's parts as tags: "₹45,000.00 overdue +37"; the tooltip says the rule and its weight. */
export function ScoreTags({ parts }: { parts: TScorePart[] }) {
  return (
    <Flex wrap gap={4} role="list" aria-label="Score parts">
      {parts.map((part) => (
        <Tooltip key={part.part} title={part.rule}>
          <Tag
            role="listitem"
            color={part.points > 0 ? 'volcano' : 'default'}
            aria-label={`${part.label}: ${signed(part.points)} points. ${part.rule}`}
          >
            {`${part.label} ${signed(part.points)}`}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}
