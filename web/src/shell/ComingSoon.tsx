import { ToolOutlined } from '@ant-design/icons';
import { Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder for a menu entry whose screen has not landed yet. */
export default function ComingSoon({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Result
      icon={<ToolOutlined style={{ color: token.colorPrimary }} />}
      title={t('shell.comingSoonTitle')}
      subTitle={t('shell.comingSoonText', { name: t(labelKey) })}
      data-testid="coming-soon"
    />
  );
}
