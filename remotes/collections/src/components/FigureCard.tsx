import type { ReactNode } from 'react';
import { Card, Space, Statistic, Typography } from 'antd';

/** One figure of a screen's row of cards: its title, fixed caption, icon and how it reads from the data. */
export interface TFigureDefinition<TData> {
  title: string;
  caption: string;
  icon: ReactNode;
  format: (data: TData) => string;
}

/**
 * The figure's size follows its card's width (a container query): whole in a narrow card ("₹4,40,11,354.04" in a
 * quarter of a 1024 px screen), never cut; antd's 24 px wherever it fits.
 */
const FIGURE_FONT_SIZE = 'min(24px, 11.5cqi)';

/** The box a figure sizes itself by (its card's body, or a column holding a bare Statistic). */
export const FIGURE_CONTAINER = { containerType: 'inline-size' } as const;
/** A Statistic's figure sized by its FIGURE_CONTAINER, on one line. */
export const FIGURE_STATISTIC_STYLES = { content: { fontSize: FIGURE_FONT_SIZE, whiteSpace: 'nowrap' } } as const;

/**
 * One figure, already formatted, with its fixed caption. `value` undefined: the figure is on its way; the card
 * already has its title and caption and a placeholder where the figure goes, so nothing moves when it arrives.
 */
export function FigureCard({
  title,
  value,
  caption,
  icon,
  loadingLabel,
}: {
  title: string;
  value: string | undefined;
  caption: string;
  icon: ReactNode;
  /** What a screen reader hears for the card while the figure loads. */
  loadingLabel?: string;
}) {
  const loading = value === undefined;
  return (
    <Card
      style={{ height: '100%' }}
      styles={{ body: FIGURE_CONTAINER }}
      {...(loading ? { 'aria-busy': true, 'aria-label': loadingLabel } : {})}
    >
      <Statistic
        styles={FIGURE_STATISTIC_STYLES}
        title={
          <Space size="small">
            {icon}
            {title}
          </Space>
        }
        loading={loading}
        value={value}
        formatter={() => value}
      />
      <Typography.Text type="secondary">{caption}</Typography.Text>
    </Card>
  );
}
