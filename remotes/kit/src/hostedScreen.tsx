import type { ComponentType } from 'react';
import type { ConfigProvider as AntdConfigProvider } from 'antd';
import type { TSessionApi } from './remoteApi';
import { SessionProvider } from './session';
import { theme } from './theme';

/** The remote's own copy of antd's theme provider (`import { ConfigProvider } from 'antd'`). */
export interface TRemoteAntd {
  ConfigProvider: typeof AntdConfigProvider;
  /** The remote's api: its `sessionUser` query answers `useSessionUser()` / `useCan()` in the screens. */
  api?: TSessionApi;
}

/**
 * Wraps an exposed screen for hosting by the shell: the portal theme from the ConfigProvider the remote
 * imports. antd is shared per component (docs/performance.md), so inside the shell that is the shell's copy;
 * a remote mounted on another origin brings its own. The kit itself may be the shell's copy at runtime,
 * which is why it takes the provider from the remote instead of importing it. The language is the shell's
 * (its ConfigProvider's en_GB locale, which a nested one without `locale` keeps), so a remote's first screen
 * does not download its own copy. Toasts go through the kit's
 * `useToast()` to the shell's queue; a confirmation dialog is the screen's own `Modal.useModal()`.
 */
export function hostedScreen({ ConfigProvider, api }: TRemoteAntd) {
  return function wrap(Screen: ComponentType): ComponentType {
    function HostedScreen() {
      const screen = (
        <ConfigProvider theme={theme}>
          <Screen />
        </ConfigProvider>
      );
      return api ? <SessionProvider api={api}>{screen}</SessionProvider> : screen;
    }
    HostedScreen.displayName = `Hosted(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
    return HostedScreen;
  };
}
