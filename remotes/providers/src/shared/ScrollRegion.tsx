import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this box, not the page. The box is a named region
 * that takes focus, so a keyboard user can scroll it too (axe: scrollable-region-focusable), even when
 * nothing inside it is focusable.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
