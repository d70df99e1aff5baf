// First: zod must be jitless before any schema module below is evaluated.
import './zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '@duesflow/remote-kit/router';
import type { Store } from '@reduxjs/toolkit';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import type { TRemoteRoute } from '@duesflow/shared-contracts/registry';
import { getApiBase, setApiBase } from './apiBase';
import type { TMount } from './contract';
import { declaredScreens, inSidebarOrder, type TScreensByModule } from './DeclaredScreens';
import { KitProviders } from './KitProviders';
import { createRealtimeClient, realtimeUrl } from './realtimeClient';
import type { TSessionApi } from './remoteApi';
import { SessionProvider } from './session';
import { SessionEndedNotice } from './SessionEndedNotice';
import { renderInPlace, renderInShadowRoot } from './shadowIsolation';
import { confirmSessionAfterSocketClose } from './sessionEvents';

export interface TCreateMountOptions<R extends readonly TRemoteRoute[]> {
  /** The remote's declared screens (its src/routes.ts): their paths are the routes, the first in order the default. */
  routes: R;
  /** What renders each declared module: the remote's exposed screen modules, by name. */
  screens: TScreensByModule<R>;
  /** A fresh store of the remote's own (its api and realtime listener). */
  createStore: () => Store;
  /** The remote's api, whose `sessionUser` query tells the screens the signed-in role. */
  api: TSessionApi;
}

/**
 * A remote's `mount(element, {apiBaseUrl, route, isolation})`: renders one of its declared screens into any
 * element, outside the shell, with its own store, antd providers and toasts, an in-memory router and its own
 * realtime connection; with `isolation: 'shadow'` inside a shadow root on the element, out of reach of the
 * page's CSS (shadowIsolation.tsx). The returned function removes it again and closes the connection. When
 * the session ends the screen is replaced by a notice (`SessionEndedNotice`); the shell is not there to
 * show its login page.
 */
export function createMount<const R extends readonly TRemoteRoute[]>({
  routes,
  screens,
  createStore,
  api,
}: TCreateMountOptions<R>): TMount {
  const Screens = declaredScreens(routes, screens);
  const defaultRoute = inSidebarOrder(routes)[0].path;
  return (element, { apiBaseUrl, route = defaultRoute, isolation = 'none' } = {}) => {
    // First, so an element that cannot hold a shadow root fails the mount before anything starts.
    const place = isolation === 'shadow' ? renderInShadowRoot(element) : renderInPlace(element);
    setApiBase(apiBaseUrl);
    const apiBase = getApiBase();
    const store = createStore();
    const realtime = createRealtimeClient({
      url: realtimeUrl(apiBase, window.location.href),
      onMessage: (message) => store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: message }),
      // A socket refused for want of a session closes without opening; ask the API whether it ended.
      onClose: ({ opened }) => {
        if (!opened) void confirmSessionAfterSocketClose(apiBase);
      },
    });
    realtime.start();
    const root = createRoot(place.container);
    root.render(
      <StrictMode>
        {place.wrap(
          <KitProviders store={store}>
            <SessionProvider api={api}>
              <SessionEndedNotice apiBase={apiBase}>
                <MemoryRouter initialEntries={[route]}>
                  <Screens />
                </MemoryRouter>
              </SessionEndedNotice>
            </SessionProvider>
          </KitProviders>,
        )}
      </StrictMode>,
    );
    return () => {
      realtime.stop();
      root.unmount();
      place.remove();
    };
  };
}
