import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BottomTabs } from './BottomTabs.tsx';

/** Placeholder for visitor pages that land with their own issues. */
export default function ComingSoonPage({ channel }: { channel: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ paddingTop: 64, paddingBottom: 72 }}>
      <ErrorBlock status="empty" title={t('comingSoon.title')} description={t('comingSoon.text')}>
        <Button color="primary" onClick={() => navigate(`/${channel}_index`)}>
          {t('comingSoon.backHome')}
        </Button>
      </ErrorBlock>
      <BottomTabs channel={channel} />
    </div>
  );
}
