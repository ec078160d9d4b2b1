import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../domain/auth/menu.ts';

/** 404 (unknown path) or 403 (a screen the session's flags do not allow). */
export default function StatusPage({ status }: { status: 404 | 403 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = status === 404 ? 'notFound' : 'forbidden';
  return (
    <Result
      status={status === 404 ? '404' : '403'}
      title={t(`shell.${prefix}Title`)}
      subTitle={t(`shell.${prefix}Text`)}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('shell.backHome')}
        </Button>
      }
      data-testid={`status-${status}`}
    />
  );
}
