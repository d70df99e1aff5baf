import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

interface TChangeIndicatorProps {
  /** Change against the previous period or day, in percent; null when there is nothing to compare with. */
  change: number | null | undefined;
  /** What the change is measured against: 'vs previous 30d', 'vs previous day'. */
  against: string;
  /** For figures where less is better (DSO): a fall shows as good. */
  lowerIsBetter?: boolean;
}

/** An up or down arrow with the change, green when the move is good. */
export function ChangeIndicator({ change, against, lowerIsBetter = false }: TChangeIndicatorProps) {
  if (change === null || change === undefined || !Number.isFinite(change)) {
    return <Typography.Text type="secondary">— {against}</Typography.Text>;
  }
  const up = change > 0;
  const flat = change === 0;
  const good = flat ? undefined : up !== lowerIsBetter;
  const text = `${up ? '+' : ''}${change.toFixed(1)}% ${against}`;
  return (
    <Typography.Text
      type={good === undefined ? 'secondary' : good ? 'success' : 'danger'}
      aria-label={`${flat ? 'unchanged' : up ? 'up' : 'down'} ${text}`}
    >
      {flat ? null : up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {text}
    </Typography.Text>
  );
}
