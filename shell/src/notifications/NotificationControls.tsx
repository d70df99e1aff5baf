import { useEffect } from 'react';
import { App } from 'antd';
import { NOTIFICATION_HOTKEY, notificationRegion } from './notificationRegion';
import { enableSwipeToDismiss } from './swipeToDismiss';

/**
 * Keyboard and touch access to the toasts: F8 moves focus to the notification region, a right swipe
 * dismisses the visible toast (only one is ever visible, so dismissing all is dismissing that one).
 */
export function NotificationControls() {
  const { notification } = App.useApp();

  useEffect(() => {
    const region = notificationRegion();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NOTIFICATION_HOTKEY) return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    const disableSwipe = enableSwipeToDismiss(region, () => notification.destroy());
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      disableSwipe();
    };
  }, [notification]);

  return null;
}
