import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { notificationRegion } from '../notifications/notificationRegion';
import { NotificationControls } from '../notifications/NotificationControls';
import type { AppStore } from './store';
import { theme } from './theme';

/** Spec part 1 §9: one toast at a time, shown for 5 seconds. */
const notificationConfig = {
  maxCount: 1,
  duration: 5,
  placement: 'bottomRight',
  getContainer: () => notificationRegion(),
} as const;

/** Everything a hosted screen expects around it; the router is the caller's choice. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme} locale={enGB}>
        <App notification={notificationConfig}>
          <NotificationControls />
          {children}
        </App>
      </ConfigProvider>
    </Provider>
  );
}
