import { useEffect, useRef } from 'react';
import type { TableRef } from 'antd';

/**
 * What antd's Table leaves to its user for keyboard and screen-reader use, done after each render:
 * - its hidden measuring row repeats the header, a select-all box included: a focusable box inside
 *   `aria-hidden`. Nobody needs to reach it (the real header has the same box), so it leaves the tab order;
 * - a table that scrolls sideways (`scroll.x`) gets a named, focusable scrolling box, so the columns past the
 *   screen's edge can be reached with the keyboard even when no cell holds a link or a button.
 */
export function useTableAccess(scrollLabel: string) {
  const table = useRef<TableRef>(null);
  useEffect(() => {
    const root = table.current?.nativeElement;
    if (!root) return;
    for (const row of root.querySelectorAll('.ant-table-measure-row')) {
      row.setAttribute('inert', '');
      for (const focusable of row.querySelectorAll('input, button, [tabindex]')) focusable.setAttribute('tabindex', '-1');
    }
    for (const scroller of root.querySelectorAll<HTMLElement>('.ant-table-content')) {
      if (getComputedStyle(scroller).overflowX === 'hidden') continue;
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', scrollLabel);
    }
  });
  return table;
}
