import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { QueuedToasts } from './QueuedToasts';
import { theme as portalTheme } from './theme';
import { declarePortalFonts } from './fonts';
import { getApiBase } from './apiBase';

/** Spec part 1 §9: one toast at a time, shown for 5 seconds. */
export const TOAST_DURATION_SECONDS = 5;

/**
 * What a screen expects around it outside the shell: the store, antd with the portal's theme, the
 * queued toasts and the Devanagari font on the page. The router is the caller's choice.
 */
export function KitProviders({ store, theme = portalTheme, children }: { store: Store; theme?: ThemeConfig; children: ReactNode }) {
  // The font's faces only: on an integrator's page their own body font stays.
  useEffect(() => declarePortalFonts(getApiBase()), []);
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme} locale={enGB}>
        <QueuedToasts config={{ maxCount: 1, duration: TOAST_DURATION_SECONDS }}>{children}</QueuedToasts>
      </ConfigProvider>
    </Provider>
  );
}
