import type { ReactNode } from 'react';

/**
 * A table that can be wider than the screen (1024 or 375 px) scrolls inside this box, never the page. The
 * box is a named region that takes focus, so a keyboard user can scroll it too even when the table holds
 * nothing focusable (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
