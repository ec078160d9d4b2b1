// The user-name dropdown: personal centre, change password, logout (spec 000 §2).

import { DownOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PERSONAL_PATH } from '../../../domain/auth/menu.ts';
import { clearSession, roleNameKey, type SessionUser } from '../auth/session.ts';
import { logout } from '../login/loginApi.ts';

const ChangePasswordModal = lazy(() => import('../personal/ChangePasswordModal.tsx'));

export function UserMenu({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  // A role's own name is data (written in Chinese): other languages show its translated category.
  const roleText = i18n.language === 'cn' && user.role?.name ? user.role.name : t(roleNameKey(user));
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);

  const items: MenuProps['items'] = [
    { key: 'personal', icon: <UserOutlined />, label: t('shell.personal') },
    { key: 'password', icon: <LockOutlined />, label: t('shell.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'personal') navigate(PERSONAL_PATH);
    else if (key === 'password') setChanging(true);
    else if (key === 'logout') {
      await logout();
      clearSession();
      navigate('/login', { replace: true });
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" data-testid="user-menu">
          <UserOutlined />
          <span>{user.name || user.account}</span>
          <span style={{ opacity: 0.6 }}>({roleText})</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordModal open onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}
