import { Flex, Typography } from 'antd';
import type { ShellRoute } from '../remotes/shellRoutes';
import { ConnectionStatus } from './ConnectionStatus';
import { SidebarMenu } from './SidebarMenu';

/** Product name, the sidebar entries and the realtime indicator: the sidebar, or the drawer's content. */
export function Navigation({ routes, onNavigate }: { routes: ShellRoute[]; onNavigate?: () => void }) {
  return (
    <Flex vertical style={{ height: '100%' }}>
      <Typography.Title level={3} style={{ color: '#fff', margin: 0, padding: '20px 24px' }}>
        duesflow
      </Typography.Title>
      <nav aria-label="Main navigation" style={{ flex: 1 }}>
        <SidebarMenu routes={routes} onNavigate={onNavigate} />
      </nav>
      <ConnectionStatus />
    </Flex>
  );
}
