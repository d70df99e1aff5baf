import type { ReactNode } from 'react';

/**
 * A table that can be wider than a 375 px screen scrolls inside this box, not the page. The box is a named
 * region that takes focus, so a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
