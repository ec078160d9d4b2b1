// wx_ticketIndex: the ticket home (spec 002 §2): carousel (autoplay 3000 ms), the area's name and
// remark, opening time, address, contact, booking notes, introduction and the booking banners.
// Without public settings it falls back to the area's name (GET /api/public/scenicArea).

import { Button, DotLoading, ErrorBlock, Image, List, Swiper } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchCarousel, fetchPublicConfig, fetchScenicArea, type PublicConfig } from '../api/publicApi.ts';
import { currentScenicAreaId } from '../session/visitorSession.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import page from '../shared/page.module.css';
import { useLoad } from '../shared/useLoad.ts';
import { imageUrl } from '../shared/visitorHttp.ts';
import styles from './home.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';

interface Home {
  name: string;
  remark: string | null;
  config: PublicConfig | null;
  images: string[];
}

async function loadHome(signal: AbortSignal): Promise<Home> {
  const areaId = await currentScenicAreaId();
  const [config, images] = await Promise.all([
    fetchPublicConfig(areaId).catch(() => null),
    fetchCarousel(areaId, signal).catch(() => []),
  ]);
  if (config) return { name: config.scenicArea.name, remark: config.scenicArea.remark, config, images };
  const area = await fetchScenicArea(signal);
  return { name: area.name, remark: area.remark, config: null, images };
}

function Notes({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <section className={page.section}>
      <h2 className={page.sectionTitle}>{title}</h2>
      <p className={page.prewrap}>{text}</p>
    </section>
  );
}

export default function TicketIndexPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = useLoad(loadHome, 'home');

  useEffect(() => {
    document.title = home.status === 'ready' ? home.data.name : t('app.title');
  }, [home, t]);

  const info = home.status === 'ready' ? home.data.config : null;
  return (
    <PageFrame channel={channel}>
      {home.status === 'ready' && home.data.images.length > 0 && (
        <Swiper autoplay autoplayInterval={3000} loop className={styles.carousel}>
          {home.data.images.map((path) => (
            <Swiper.Item key={path}>
              <Image src={imageUrl(path)} fit="cover" height={200} lazy={false} />
            </Swiper.Item>
          ))}
        </Swiper>
      )}
      <header className={styles.hero}>
        {home.status !== 'ready' && <h1 className={styles.name}>{t('app.title')}</h1>}
        {home.status === 'loading' && (
          <p className={styles.loading}>
            {t('home.loading')} <DotLoading color="white" />
          </p>
        )}
        {home.status === 'ready' && (
          <>
            <p className={styles.welcome}>{t('home.welcome')}</p>
            <h1 className={styles.name} data-testid="scenic-area-name">
              {home.data.name}
            </h1>
            {home.data.remark && <p className={styles.remark}>{home.data.remark}</p>}
          </>
        )}
      </header>
      {home.status === 'failed' && (
        <ErrorBlock
          status="disconnected"
          title={t('home.loadFailedTitle')}
          description={t('home.loadFailedText')}
        >
          <Button color="primary" onClick={home.reload} data-testid="retry">
            {t('home.retry')}
          </Button>
        </ErrorBlock>
      )}
      {home.status === 'ready' && (
        <>
          <div className={styles.banners}>
            <button
              type="button"
              className={styles.banner}
              onClick={() => navigate(pagePath(channel, 'ticketList'))}
              data-testid="book-tickets"
            >
              <strong>{t('home.bookTickets')}</strong>
              <span>{t('home.bookTicketsText')}</span>
            </button>
            <button
              type="button"
              className={`${styles.banner} ${styles.bannerGroup}`}
              onClick={() => navigate(pagePath(channel, 'ticketGroup'))}
            >
              <strong>{t('home.bookGroup')}</strong>
              <span>{t('home.bookGroupText')}</span>
            </button>
          </div>
          {info && (
            <List className={styles.info}>
              {info.takeTicketAddress && (
                <List.Item extra={info.takeTicketAddress}>{t('home.openingTime')}</List.Item>
              )}
              {info.scenicAddress && <List.Item extra={info.scenicAddress}>{t('home.address')}</List.Item>}
              {info.serviceTel && (
                <List.Item extra={<a href={`tel:${info.serviceTel}`}>{info.serviceTel}</a>}>
                  {t('home.serviceTel')}
                </List.Item>
              )}
            </List>
          )}
          <Notes title={t('home.usage')} text={info?.directionsForUse} />
          <Notes title={t('home.bookingNotes')} text={info?.dueToThat} />
          <Notes title={t('home.refundNotes')} text={info?.backToThat} />
          <Notes title={t('home.introduction')} text={info?.scenicIntroduction} />
        </>
      )}
      <LanguageSwitch />
    </PageFrame>
  );
}
