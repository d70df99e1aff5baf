import { Suspense, type ReactNode } from 'react';

/**
 * The box a chart draws in: its height is fixed before the chart's code arrives (the chart is loaded
 * only when shown), so nothing below it moves when it does.
 */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div style={{ height, width: '100%', minWidth: 0 }} aria-hidden="true">
      <Suspense fallback={<div style={{ height, borderRadius: 8, background: 'rgba(0, 0, 0, 0.04)' }} />}>{children}</Suspense>
    </div>
  );
}
