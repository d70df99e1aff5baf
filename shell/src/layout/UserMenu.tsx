import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useNavigate } from '@duesflow/remote-kit/router';
import type { TRole } from '@duesflow/shared-contracts/auth';
import { AUDIT_LOG_PATH, STAFF_PATH } from '../admin/adminRoutes';
import { useShellSession } from '../session/SessionContext';

/** The role as the header's tag names it (docs/ui-access.md). */
export const ROLE_LABEL: Record<TRole, string> = { admin: 'Admin', collector: 'Collector', viewer: 'Viewer' };
const ROLE_COLOR: Record<TRole, string> = { admin: 'gold', collector: 'blue', viewer: 'default' };

/**
 * The signed-in user's name and role, and their menu: Staff and Audit log for an admin, Sign out for
 * everyone. On a narrow screen only the icon shows; the button keeps the name as its label.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { user, signOut } = useShellSession();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...(user.role === 'admin'
      ? [{ key: STAFF_PATH, label: 'Staff' }, { key: AUDIT_LOG_PATH, label: 'Audit log' }, { type: 'divider' as const }]
      : []),
    { key: 'sign-out', label: 'Sign out' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') signOut();
    else navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<UserOutlined aria-hidden />} aria-label={`${user.name}, ${ROLE_LABEL[user.role]}: account menu`}>
        {/* The space is a real one: the label starts with what is seen ("name role"), as speech input expects. */}
        {compact ? null : (
          <span>
            {user.name}{' '}
            <Tag color={ROLE_COLOR[user.role]} style={{ marginInlineEnd: 0 }}>
              {ROLE_LABEL[user.role]}
            </Tag>
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
