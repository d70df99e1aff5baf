import { useEffect } from 'react';
import { useToast } from '@duesflow/remote-kit/toast';
import { NOTIFICATION_HOTKEY, notificationRegion } from './notificationRegion';
import { enableSwipeToDismiss } from './swipeToDismiss';

/**
 * Keyboard and touch access to the toasts: F8 moves focus to the notification region, a right swipe
 * dismisses the visible toast (the next queued one, if any, shows).
 */
export function NotificationControls() {
  const { dismiss } = useToast();

  useEffect(() => {
    const region = notificationRegion();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NOTIFICATION_HOTKEY) return;
      event.preventDefault();
      // The region sits at the end of <body>: focusing it must not scroll the page down to it.
      region.focus({ preventScroll: true });
    };
    window.addEventListener('keydown', onKeyDown);
    const disableSwipe = enableSwipeToDismiss(region, dismiss);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      disableSwipe();
    };
  }, [dismiss]);

  return null;
}
