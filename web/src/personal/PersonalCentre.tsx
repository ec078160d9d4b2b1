// Personal centre (spec 000 §2): who is signed in, and the password change.

import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { refName, roleNameKey, useSession } from '../auth/session.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export default function PersonalCentre() {
  const { t } = useTranslation();
  const session = useSession();
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
