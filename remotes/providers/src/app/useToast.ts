import { App } from 'antd';
import type { ReactNode } from 'react';

/**
 * Spec toasts are "title - text": success toasts use notification.success, destructive ones
 * notification.error. The host's <App notification={{ maxCount: 1 }}> keeps one visible at a time.
 */
export function useToast() {
  const { notification } = App.useApp();
  return {
    success: (title: string, description: ReactNode) => notification.success({ title, description }),
    error: (title: string, description: ReactNode) => notification.error({ title, description }),
  };
}
