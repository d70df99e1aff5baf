import { createContext, useContext, useMemo, type Context, type ReactNode } from 'react';
import { notification } from 'antd';

export type TToastKind = 'success' | 'error' | 'warning' | 'info';

/** A button on a toast, e.g. Copy for a generated payment link. */
export interface TToastAction {
  label: string;
  onClick: () => void;
}

/** Spec toasts are "title - text"; destructive ones are errors. */
export interface TToast {
  kind: TToastKind;
  title: string;
  description?: ReactNode;
  action?: TToastAction;
  /**
   * A notice of something that happened elsewhere (a realtime event), not the answer to the user's own
   * action: it gives way to action toasts and waits its turn (toastQueue.ts).
   */
  notice?: boolean;
}

export interface TToastOptions {
  action?: TToastAction;
}

/** What screens call to toast; the host (shell, mount(), tests) decides how toasts are shown. */
export interface TToastApi {
  show(toast: TToast): void;
  success(title: string, description?: ReactNode, options?: TToastOptions): void;
  error(title: string, description?: ReactNode, options?: TToastOptions): void;
  warning(title: string, description?: ReactNode, options?: TToastOptions): void;
  /** Close the visible toast (a swipe); the next waiting one shows. */
  dismiss(): void;
}

/**
 * One context object for the whole page. Every bundle (shell and each remote) has its own copy of the
 * kit, so the context is kept on the page under a registered symbol: a remote's useToast() finds the
 * provider the shell rendered with its own copy.
 */
const CONTEXT_KEY = Symbol.for('@duesflow/remote-kit/toast-context');
type TPage = typeof globalThis & { [CONTEXT_KEY]?: Context<TToastApi | null> };
const page = globalThis as TPage;
const ToastContext: Context<TToastApi | null> = (page[CONTEXT_KEY] ??= createContext<TToastApi | null>(null));

/** Provides `useToast()` from a `show` function (and how to dismiss the visible toast). */
export function ToastProvider({ show, dismiss, children }: { show: (toast: TToast) => void; dismiss: () => void; children: ReactNode }) {
  const api = useMemo<TToastApi>(
    () => ({
      show,
      success: (title, description, options) => show({ kind: 'success', title, description, ...options }),
      error: (title, description, options) => show({ kind: 'error', title, description, ...options }),
      warning: (title, description, options) => show({ kind: 'warning', title, description, ...options }),
      dismiss,
    }),
    [show, dismiss],
  );
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

/** The host's toasts. Screens never reach for antd's notification directly. */
export function useToast(): TToastApi {
  const api = useContext(ToastContext);
  const direct = useMemo<TToastApi>(() => {
    // A host from before the toast bridge: straight to antd's notification, without the queue.
    const show = ({ kind, title, description }: TToast) => notification[kind]({ title, description });
    return {
      show,
      success: (title, description) => show({ kind: 'success', title, description }),
      error: (title, description) => show({ kind: 'error', title, description }),
      warning: (title, description) => show({ kind: 'warning', title, description }),
      dismiss: () => notification.destroy(),
    };
  }, []);
  return api ?? direct;
}
