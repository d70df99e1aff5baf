import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { getApiBase, setApiBase } from './apiBase';
import type { TMount } from './contract';
import { KitProviders } from './KitProviders';
import { createRealtimeClient, realtimeUrl } from './realtimeClient';

export interface TCreateMountOptions {
  /** The remote's screens by route (a <Routes> with a fallback for unknown routes). */
  Screens: ComponentType;
  /** A fresh store of the remote's own (its api and realtime listener). */
  createStore: () => Store;
  /** The route shown when the integrator names none. */
  defaultRoute?: string;
}

/**
 * A remote's `mount(element, {apiBaseUrl, route})`: renders one of its screens into any element,
 * outside the shell, with its own store, antd providers and toasts, an in-memory router and its own
 * realtime connection. The returned function removes it again and closes the connection.
 */
export function createMount({ Screens, createStore, defaultRoute = '/' }: TCreateMountOptions): TMount {
  return (element, { apiBaseUrl, route = defaultRoute } = {}) => {
    setApiBase(apiBaseUrl);
    const store = createStore();
    const realtime = createRealtimeClient({
      url: realtimeUrl(getApiBase(), window.location.href),
      onMessage: (message) => store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: message }),
    });
    realtime.start();
    const root = createRoot(element);
    root.render(
      <StrictMode>
        <KitProviders store={store}>
          <MemoryRouter initialEntries={[route]}>
            <Screens />
          </MemoryRouter>
        </KitProviders>
      </StrictMode>,
    );
    return () => {
      realtime.stop();
      root.unmount();
    };
  };
}
