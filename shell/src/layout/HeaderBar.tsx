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

/** The header's least height (antd's); it grows when a long title wraps on a narrow screen. */
export const HEADER_MIN_HEIGHT = 64;

/**
 * Top bar: the current screen's title (the page's one <h1>), the fixed freshness text under it, Refresh
 * and the user menu. The title is never cut: the freshness text sits below it rather than beside it, so
 * the whole title fits at 1024 px, and on a narrow screen it wraps. Refresh asks every mounted screen to
 * reload what it shows (they listen for SHELL_REFRESH_ACTION in the shared store). On a narrow screen it
 * starts with the button that opens the navigation drawer.
 */
export function HeaderBar({ routes, onOpenMenu }: { routes: ShellRoute[]; onOpenMenu?: () => void }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const compact = Boolean(onOpenMenu);
  return (
    <Layout.Header
      style={{
        height: 'auto',
        minHeight: HEADER_MIN_HEIGHT,
        lineHeight: 'normal',
        padding: compact ? '8px 12px' : '8px 24px',
        borderBottom: '1px solid #e5e7eb',
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Flex align="center" justify="space-between" gap={compact ? 8 : 16} style={{ width: '100%' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0, flex: '1 1 auto' }}>
          {onOpenMenu && <Button type="text" aria-label="Open menu" icon={<MenuOutlined aria-hidden />} onClick={onOpenMenu} />}
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: compact ? 18 : 20, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {adminRouteTitle(pathname) ?? titleForPath(routes, pathname)}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 12, lineHeight: 1.5 }}>
              {LAST_UPDATED_TEXT}
            </Typography.Text>
          </Flex>
        </Flex>
        <Flex align="center" gap={compact ? 8 : 16} style={{ flex: 'none' }}>
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
