import { CartesianGrid } from 'recharts';
import { CHART_COLOURS } from './chartColours';

/*
 * What every cartesian chart of the analytics screens shares: it fills its card's width at a fixed height
 * (the card reserves that height, so nothing shifts when the chart's code arrives), leaves the keyboard to
 * the table beside it (recharts' own keyboard layer would be a second, unlabelled tab stop), and draws the
 * same horizontal grid. Imported only by the charts, which are loaded only when they show.
 */

/** The chart element's own props: `<BarChart {...chartFrame(height)} data={…}>`. */
export function chartFrame(height: number) {
  return {
    responsive: true,
    accessibilityLayer: false,
    style: { width: '100%', height },
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  } as const;
}

/** Axis tick labels in the text colour. */
export function axisTick(fontSize = 12) {
  return { fill: CHART_COLOURS.text, fontSize };
}

/** The horizontal grid lines. */
export const chartGrid = <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={CHART_COLOURS.grid} />;
