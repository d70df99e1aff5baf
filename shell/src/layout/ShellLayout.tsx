import { Suspense, lazy, useEffect, useState } from 'react';
import { Layout } from 'antd';
import { Outlet, useLocation } from '@duesflow/remote-kit/router';
import { documentTitleForPath, type ShellRoute } from '../remotes/shellRoutes';
import { adminRouteTitle } from '../admin/adminRoutes';
import { HeaderBar } from './HeaderBar';
import { Navigation } from './Navigation';
import { useNarrowScreen } from './useNarrowScreen';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

// Only narrow screens show the drawer: wide ones never load it (docs/performance.md).
const Drawer = lazy(() => import('antd/es/drawer'));

const SIDER_WIDTH = 240;
const SIDER_BACKGROUND = '#001529';

/**
 * Sidebar and top bar around the main area; screens only ever fill the main area. Below 800 px the
 * sidebar becomes a drawer opened from the header's menu button.
 */
export function ShellLayout({ routes }: { routes: ShellRoute[] }) {
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    const adminTitle = adminRouteTitle(pathname);
    document.title = adminTitle ? `${adminTitle} · duesflow` : documentTitleForPath(routes, pathname);
  }, [routes, pathname]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {narrow ? (
        <Suspense fallback={null}>
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={SIDER_WIDTH}
            closable={false}
            title={null}
            styles={{ body: { padding: 0, background: SIDER_BACKGROUND } }}
          >
            <Navigation routes={routes} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </Suspense>
      ) : (
        <Layout.Sider width={SIDER_WIDTH} style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
          <Navigation routes={routes} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <HeaderBar routes={routes} onOpenMenu={narrow ? () => setDrawerOpen(true) : undefined} />
        {/* antd renders Content as the page's <main> landmark; the skip link focuses it (hence tabIndex -1). */}
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: narrow ? 12 : 24, outline: 'none' }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
