import { useEffect } from 'react';

export interface WorklistKeyActions {
  move(step: 1 | -1): void;
  open(): void;
  record(): void;
  next(): void;
}

/** Typing in a field keeps its keys: the list's shortcuts are for the list only (the caller turns them off under a dialog). */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null;
}

/** j/↓ and k/↑ move, Enter opens the customer, o records an outcome, n goes to the next customer not done today. */
export function useWorklistKeys(enabled: boolean, actions: WorklistKeyActions): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const handled: Record<string, () => void> = {
        j: () => actions.move(1),
        ArrowDown: () => actions.move(1),
        k: () => actions.move(-1),
        ArrowUp: () => actions.move(-1),
        Enter: actions.open,
        o: actions.record,
        n: actions.next,
      };
      const action = handled[event.key];
      // Enter on a button or link keeps its own meaning.
      if (!action || (event.key === 'Enter' && (event.target as HTMLElement | null)?.closest?.('button, a'))) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, actions]);
}
