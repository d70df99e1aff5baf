import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, notification } from 'antd';
import type { NotificationConfig } from 'antd/es/notification/interface';
import { createToastQueue } from './toastQueue';
import { ToastProvider, type TToast } from './toast';

/** Two toasts are the same when they would read the same (a repeated realtime event, a double click). */
function sameToast(a: TToast, b: TToast): boolean {
  return a.kind === b.kind && a.title === b.title && typeof a.description === 'string' && a.description === b.description;
}

/**
 * Toasts through antd's notification (`config`: display time, placement, container), one at a time: the
 * user's own action's toast at once, notices (realtime) in turn (toastQueue.ts). antd's `useNotification` rather than its `<App>`, which would also bring
 * Modal and message to every page (docs/performance.md); it takes the theme of the enclosing ConfigProvider.
 */
export function QueuedToasts({ config, children }: { config: NotificationConfig; children: ReactNode }) {
  const [api, holder] = notification.useNotification(config);
  // A ref, so a new notification API object never resets the queue.
  const notificationRef = useRef(api);
  notificationRef.current = api;

  const [queue] = useState(() => {
    const created = createToastQueue<TToast>(
      {
        open(toast, key) {
          notificationRef.current[toast.kind]({
            key,
            title: toast.title,
            description: toast.description,
            actions: toast.action ? (
              <Button size="small" onClick={toast.action.onClick}>
                {toast.action.label}
              </Button>
            ) : undefined,
            onClose: () => created.closed(key),
          });
        },
        close(key) {
          notificationRef.current.destroy(key);
        },
      },
      { same: sameToast, isNotice: (toast) => toast.notice === true },
    );
    return created;
  });
  // A screen that unmounts (an embed taken off its page, a test's end) leaves no toast to open later.
  useEffect(() => () => queue.stop(), [queue]);

  return (
    <ToastProvider show={queue.push} dismiss={queue.dismiss}>
      {holder}
      {children}
    </ToastProvider>
  );
}
