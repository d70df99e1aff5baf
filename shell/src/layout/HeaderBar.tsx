import { Button, Flex, Layout, Typography } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useLocation } from '@duesflow/remote-kit/router';
import { SHELL_REFRESH_ACTION } from '@duesflow/shared-contracts/realtime';
import { useAppDispatch } from '../app/hooks';
import { titleForPath, type ShellRoute } from '../remotes/shellRoutes';
import { adminRouteTitle } from '../admin/adminRoutes';
import { UserMenu } from './UserMenu';

/** Spec part 1 §2: the header shows this fixed text. */
const LAST_UPDATED_TEXT = 'Last updated: 2 minutes ago';

/**
 * Top bar: the current screen's title, the fixed freshness text, Refresh and the user menu. Refresh asks every mounted
 * screen to reload what it shows (they listen for SHELL_REFRESH_ACTION in the shared store). On a
 * narrow screen it starts with the button that opens the navigation drawer.
 */
export function HeaderBar({ routes, onOpenMenu }: { routes: ShellRoute[]; onOpenMenu?: () => void }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const compact = Boolean(onOpenMenu);
  return (
    <Layout.Header style={{ padding: compact ? '0 12px' : '0 24px', borderBottom: '1px solid #e5e7eb' }}>
      <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {onOpenMenu && <Button type="text" aria-label="Open menu" icon={<MenuOutlined aria-hidden />} onClick={onOpenMenu} />}
          <Typography.Title level={4} ellipsis style={{ margin: 0 }}>
            {adminRouteTitle(pathname) ?? titleForPath(routes, pathname)}
          </Typography.Title>
        </Flex>
        <Flex align="center" gap={16}>
          <Typography.Text type="secondary" style={compact ? { fontSize: 12, lineHeight: 1.2 } : undefined}>
            {LAST_UPDATED_TEXT}
          </Typography.Text>
          {/* On a narrow screen the button keeps its name but shows only its icon. */}
          <Button
            aria-label={compact ? 'Refresh' : undefined}
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => dispatch({ type: SHELL_REFRESH_ACTION })}
          >
            {compact ? null : 'Refresh'}
          </Button>
          <UserMenu compact={compact} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
