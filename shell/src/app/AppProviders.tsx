import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { QueuedToasts } from '@duesflow/remote-kit/QueuedToasts';
import { TOAST_DURATION_SECONDS } from '@duesflow/remote-kit/KitProviders';
import { theme } from '@duesflow/remote-kit/theme';
import { notificationRegion } from '../notifications/notificationRegion';
import { NotificationControls } from '../notifications/NotificationControls';
import type { AppStore } from './store';

/** Spec part 1 §9: one toast at a time (the kit's queue), shown for 5 seconds, in the F8 region. */
const notificationConfig = {
  maxCount: 1,
  duration: TOAST_DURATION_SECONDS,
  placement: 'bottomRight',
  getContainer: () => notificationRegion(),
} as const;

/**
 * Everything a hosted screen expects around it; the router is the caller's choice. Screens and the
 * realtime connection toast through the kit's `useToast()`, which this provides for the whole page.
 */
export function AppProviders({
  store,
  theme: themeConfig = theme,
  children,
}: {
  store: AppStore;
  theme?: ThemeConfig;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={themeConfig} locale={enGB}>
        <QueuedToasts config={notificationConfig}>
          <NotificationControls />
          {children}
        </QueuedToasts>
      </ConfigProvider>
    </Provider>
  );
}
