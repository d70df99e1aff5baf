import type { ComponentType } from 'react';
import type { App as AntdApp, ConfigProvider as AntdConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import type { TSessionApi } from './remoteApi';
import { SessionProvider } from './session';
import { theme } from './theme';

/** The remote's own copies of antd's context providers (`import { App, ConfigProvider } from 'antd'`). */
export interface TRemoteAntd {
  App: typeof AntdApp;
  ConfigProvider: typeof AntdConfigProvider;
  /** The remote's api: its `sessionUser` query answers `useSessionUser()` / `useCan()` in the screens. */
  api?: TSessionApi;
}

/**
 * Wraps an exposed screen for hosting by the shell: the portal theme and an antd `App` (modal.confirm, …)
 * from the providers the remote imports. antd is shared per component (docs/performance.md), so inside the
 * shell those are the shell's copies; a remote mounted on another origin brings its own. The kit itself may
 * be the shell's copy at runtime, which is why it takes the providers from the remote instead of importing
 * them. Toasts still go through the kit's `useToast()` to the shell's queue.
 */
export function hostedScreen({ App, ConfigProvider, api }: TRemoteAntd) {
  return function wrap(Screen: ComponentType): ComponentType {
    function HostedScreen() {
      const screen = (
        <ConfigProvider theme={theme} locale={enGB}>
          <App component={false}>
            <Screen />
          </App>
        </ConfigProvider>
      );
      return api ? <SessionProvider api={api}>{screen}</SessionProvider> : screen;
    }
    HostedScreen.displayName = `Hosted(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
    return HostedScreen;
  };
}
