import { Button, Flex, Layout, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { SHELL_REFRESH_ACTION } from '@duesflow/shared-contracts/realtime';
import { useAppDispatch } from '../app/hooks';
import { titleForPath, type ShellRoute } from '../remotes/shellRoutes';

/** Spec part 1 §2: the header shows this fixed text. */
const LAST_UPDATED_TEXT = 'Last updated: 2 minutes ago';

/**
 * Top bar: the current screen's title, the fixed freshness text and Refresh. Refresh asks every mounted
 * screen to reload what it shows (they listen for SHELL_REFRESH_ACTION in the shared store).
 */
export function HeaderBar({ routes }: { routes: ShellRoute[] }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  return (
    <Layout.Header style={{ padding: '0 24px', borderBottom: '1px solid #e5e7eb' }}>
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {titleForPath(routes, pathname)}
        </Typography.Title>
        <Flex align="center" gap={16}>
          <Typography.Text type="secondary">{LAST_UPDATED_TEXT}</Typography.Text>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => dispatch({ type: SHELL_REFRESH_ACTION })}>
            Refresh
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
