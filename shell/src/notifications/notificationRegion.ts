/** Spec part 1 §9: the F8 key focuses the notification region. */
export const NOTIFICATION_REGION_LABEL = 'Notifications (F8)';
export const NOTIFICATION_HOTKEY = 'F8';

/**
 * The landmark antd renders its toasts into. It lives directly under <body> (like antd's own default
 * container) and is focusable, so the hotkey and screen readers can reach the toasts.
 */
export function notificationRegion(doc: Document = document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('section[data-notification-region]');
  if (existing) return existing;
  const region = doc.createElement('section');
  region.setAttribute('data-notification-region', '');
  region.setAttribute('aria-label', NOTIFICATION_REGION_LABEL);
  region.tabIndex = -1;
  doc.body.appendChild(region);
  return region;
}
