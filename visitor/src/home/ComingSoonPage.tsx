import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Channel, homePath } from '../shared/channel.ts';
import { PageFrame } from '../shared/PageFrame.tsx';

/** The pages the spec registers without showing their content (wx_ticketPay, wx_ticketOrderpay). */
export default function ComingSoonPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame channel={channel}>
      <div style={{ paddingTop: 64 }}>
        <ErrorBlock status="empty" title={t('comingSoon.title')} description={t('comingSoon.text')}>
          <Button color="primary" onClick={() => navigate(homePath(channel))}>
            {t('comingSoon.backHome')}
          </Button>
        </ErrorBlock>
      </div>
    </PageFrame>
  );
}
