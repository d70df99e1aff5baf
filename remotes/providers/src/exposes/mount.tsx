import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { App, ConfigProvider } from 'antd';
import { setApiBase, getApiBase } from '../app/apiBase';
import { connectRealtime, realtimeUrl } from '@duesflow/shared-contracts/realtime-client';
import { createProvidersStore } from '../app/store';
import { MountedScreens } from './MountedScreens';

export interface TMountOptions {
  /** Absolute origin of the duesflow API when the page is served elsewhere; default: the page's origin. */
  apiBaseUrl?: string;
  /** Which screen to show: '/providers', '/provider-management' or '/business-data-config'. */
  route?: string;
}

/**
 * Render a providers screen into any element, outside the shell: its own store, antd providers,
 * an in-memory router and its own realtime connection. Returns the function that removes it again.
 */
export function mount(element: Element, { apiBaseUrl, route = '/providers' }: TMountOptions = {}): () => void {
  setApiBase(apiBaseUrl);
  const store = createProvidersStore();
  const disconnect = connectRealtime(realtimeUrl(getApiBase(), window.location.href), store.dispatch);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <ConfigProvider>
          <App notification={{ maxCount: 1 }}>
            <MemoryRouter initialEntries={[route]}>
              <MountedScreens />
            </MemoryRouter>
          </App>
        </ConfigProvider>
      </Provider>
    </StrictMode>,
  );
  return () => {
    disconnect();
    root.unmount();
  };
}

export default mount;
