import { Flex, Layout, Typography } from 'antd';
import { Outlet } from 'react-router';
import type { ShellRoute } from '../remotes/shellRoutes';
import { ConnectionStatus } from './ConnectionStatus';
import { HeaderBar } from './HeaderBar';
import { SidebarMenu } from './SidebarMenu';

const SIDER_WIDTH = 240;

/** Sidebar and top bar around the main area; screens only ever fill the main area. */
export function ShellLayout({ routes }: { routes: ShellRoute[] }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={SIDER_WIDTH} breakpoint="lg" collapsedWidth={0} style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
        <Flex vertical style={{ height: '100%' }}>
          <Typography.Title level={3} style={{ color: '#fff', margin: 0, padding: '20px 24px' }}>
            duesflow
          </Typography.Title>
          <nav aria-label="Main navigation" style={{ flex: 1 }}>
            <SidebarMenu routes={routes} />
          </nav>
          <ConnectionStatus />
        </Flex>
      </Layout.Sider>
      <Layout>
        <HeaderBar routes={routes} />
        {/* antd renders Content as the page's <main> landmark. */}
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
