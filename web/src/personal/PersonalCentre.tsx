// Personal centre (spec 000 §2): who is signed in (refreshed from GET /api/user/current), and the
// password change (POST /api/user/changePassword).

import { Card, Descriptions, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken, refName, roleNameKey, setSession, useSession } from '../auth/session.ts';
import { currentUser } from '../users/usersApi.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export default function PersonalCentre() {
  const { t } = useTranslation();
  const session = useSession();
  const token = session?.token;
  // The server's view of the user (role, scenic area and zone may have changed since sign-in).
  useEffect(() => {
    if (!token) return;
    let live = true;
    currentUser()
      .then((user) => live && getToken() === token && setSession(token, user))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token]);
  if (!session) return null;
  const { user } = session;
  const orNotSet = (value: string) => value || t('common.notSet');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="personal-centre">
      <Card title={t('personal.basicInfo')}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('personal.account')}>{user.account}</Descriptions.Item>
          <Descriptions.Item label={t('personal.name')}>{orNotSet(user.name ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('personal.role')}>
            {user.role?.name || t(roleNameKey(user))}
          </Descriptions.Item>
          <Descriptions.Item label={t('personal.scenicArea')}>
            {orNotSet(refName(user.scenicArea))}
          </Descriptions.Item>
          <Descriptions.Item label={t('personal.zone')}>{orNotSet(refName(user.zone))}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('shell.changePassword')}>
        <ChangePasswordForm />
      </Card>
    </Space>
  );
}
