import type { ComponentType } from 'react';
import { Route, Routes } from '@duesflow/remote-kit/router';
import type { TRemoteRoute } from '@duesflow/shared-contracts/registry';
import type { TScreenModuleName } from '@duesflow/shared-contracts/screens';
import { PortalOnlyScreen } from './PortalOnlyScreen';

/** What renders each declared module: one entry per module the remote's src/routes.ts names. */
export type TScreensByModule<R extends readonly TRemoteRoute[]> = Record<TScreenModuleName<R>, ComponentType>;

/** A remote's screens in sidebar order: the first is the one `mount()` shows when no route is named. */
export function inSidebarOrder<R extends TRemoteRoute>(routes: readonly R[]): R[] {
  return [...routes].sort((a, b) => a.order - b.order);
}

/** 'A', 'A and B', 'A, B and C'. */
function listOf(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The routes of a mounted remote, from its declared screens: each declared path shows its module's screen;
 * any other path says where that screen lives and links back to the remote's first screen.
 */
export function declaredScreens<R extends readonly TRemoteRoute[]>(routes: R, screens: TScreensByModule<R>): ComponentType {
  const ordered = inSidebarOrder(routes);
  const [first] = ordered;
  const embedded = `Embedded here are ${listOf(ordered.filter((route) => !route.parent).map((route) => route.label))}.`;
  function DeclaredScreens() {
    return (
      <Routes>
        {ordered.map((route) => {
          const Screen: ComponentType = screens[route.module as TScreenModuleName<R>];
          return <Route key={route.path} path={route.path} element={<Screen />} />;
        })}
        <Route path="*" element={<PortalOnlyScreen embedded={embedded} to={first.path} linkText={`Open ${first.label}`} />} />
      </Routes>
    );
  }
  return DeclaredScreens;
}
