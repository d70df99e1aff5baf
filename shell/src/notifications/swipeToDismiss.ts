/** Spec part 1 §9: a right swipe of more than 50 px dismisses a toast. */
export const SWIPE_DISMISS_THRESHOLD_PX = 50;

const NOTICE_SELECTOR = '.ant-notification-notice';

/**
 * Lets a pointer drag a toast to the right; released beyond the threshold, `dismiss` runs, otherwise
 * the toast snaps back. Returns the cleanup.
 */
export function enableSwipeToDismiss(region: HTMLElement, dismiss: () => void): () => void {
  let drag: { pointerId: number; startX: number; notice: HTMLElement } | undefined;

  const offset = (event: PointerEvent) => (drag ? event.clientX - drag.startX : 0);

  const onDown = (event: PointerEvent) => {
    const notice = (event.target as Element | null)?.closest<HTMLElement>(NOTICE_SELECTOR);
    if (!notice) return;
    drag = { pointerId: event.pointerId, startX: event.clientX, notice };
  };
  const onMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    drag.notice.style.transform = `translateX(${Math.max(0, offset(event))}px)`;
  };
  const onEnd = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const swipedRight = offset(event) > SWIPE_DISMISS_THRESHOLD_PX;
    drag.notice.style.transform = '';
    drag = undefined;
    if (swipedRight) dismiss();
  };
  const onCancel = () => {
    if (drag) drag.notice.style.transform = '';
    drag = undefined;
  };

  region.addEventListener('pointerdown', onDown);
  region.addEventListener('pointermove', onMove);
  region.addEventListener('pointerup', onEnd);
  region.addEventListener('pointercancel', onCancel);
  return () => {
    region.removeEventListener('pointerdown', onDown);
    region.removeEventListener('pointermove', onMove);
    region.removeEventListener('pointerup', onEnd);
    region.removeEventListener('pointercancel', onCancel);
  };
}
