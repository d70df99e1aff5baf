import type { ComponentType } from 'react';
import type { App as AntdApp, ConfigProvider as AntdConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { theme } from './theme';

/** The remote's own copies of antd's context providers (`import { App, ConfigProvider } from 'antd'`). */
export interface TRemoteAntd {
  App: typeof AntdApp;
  ConfigProvider: typeof AntdConfigProvider;
}

/**
 * Wraps an exposed screen for hosting by the shell. antd is not a shared module (each bundle tree-shakes
 * its own components; docs/performance.md), so the shell's antd contexts are invisible to a remote's antd
 * components: the screen gets the portal theme and an antd `App` (modal.confirm, …) from the remote's own
 * copy, handed in by the remote. The kit itself may be the shell's copy at runtime, which is why it does
 * not import those providers. Toasts still go through the kit's `useToast()` to the shell's queue.
 */
export function hostedScreen({ App, ConfigProvider }: TRemoteAntd) {
  return function wrap(Screen: ComponentType): ComponentType {
    function HostedScreen() {
      return (
        <ConfigProvider theme={theme} locale={enGB}>
          <App component={false}>
            <Screen />
          </App>
        </ConfigProvider>
      );
    }
    HostedScreen.displayName = `Hosted(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
    return HostedScreen;
  };
}
