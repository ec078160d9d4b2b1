// The signage screen (spec 001 §2) of the scenic area its URL names (`/signage?area=<id>`): logo,
// title, live clock and date with weekday in the area's time zone, full-screen toggle, looping
// videos, the picture carousel, the performance table (today / tomorrow in turn), the data board and
// the scrolling note. It refreshes every 60 s and the moment something is published for its area.
// Right-click and text selection are off.

import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { screenContentOf } from '../data/screenContent.ts';
import { type ScreenOptions, screenOptionsOf } from '../data/screenOptions.ts';
import { mediaUrl } from '../data/signageApi.ts';
import { useSignageData } from '../data/useSignageData.ts';
import { isLanguage, LOCALE_TAGS } from '../i18n/i18n.ts';
import { Carousel } from './Carousel.tsx';
import { formatDate, formatTime } from './clock.ts';
import { DataBoard } from './DataBoard.tsx';
import { Marquee } from './Marquee.tsx';
import { ProgramTable } from './ProgramTable.tsx';
import styles from './signage.module.css';
import { useFullscreen, useNow } from './useTicker.ts';
import { VideoPlayer } from './VideoPlayer.tsx';

function DefaultLogo() {
  return (
    <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true" data-testid="signage-logo-default">
      <path d="M4 54 24 20l10 16 8-12 18 30Z" fill="currentColor" opacity="0.9" />
      <circle cx="46" cy="14" r="6" fill="currentColor" opacity="0.6" />
    </svg>
  );
}

export function SignageScreen({
  options = screenOptionsOf(window.location.search),
}: {
  options?: ScreenOptions;
}) {
  const { t, i18n } = useTranslation();
  const data = useSignageData(options);
  const offsetMs = useMemo(() => (data ? Date.parse(data.clock.now) - Date.now() : 0), [data]);
  const now = useNow(offsetMs);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const tag = LOCALE_TAGS[isLanguage(i18n.language) ? i18n.language : 'cn'];
  const timeZone = data?.clock.timeZone;
  const content = screenContentOf(data?.elements ?? []);

  // Right-click is disabled on the display (spec 001 §2); text selection is off in the CSS.
  useEffect(() => {
    const block = (e: Event) => e.preventDefault();
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, []);

  const hasMedia = content.videos.length > 0 || content.pictures.length > 0;
  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.brand}>
          {content.logo ? (
            <img
              className={styles.logo}
              src={mediaUrl(content.logo)}
              alt=""
              data-testid="signage-logo"
              draggable={false}
              onError={() => console.warn('signage: logo failed', content.logo)}
            />
          ) : (
            <DefaultLogo />
          )}
          <div>
            <h1 className={styles.title} data-testid="signage-title">
              {content.title ?? t('title')}
            </h1>
            <p className={styles.subtitle}>{options.preview ? t('previewNote') : t('subtitle')}</p>
          </div>
        </div>
        <div className={styles.clockBox}>
          <time className={styles.clock} dateTime={now.toISOString()} data-testid="signage-clock">
            {formatTime(now, tag, timeZone)}
          </time>
          <div className={styles.date} data-testid="signage-date">
            {formatDate(now, tag, timeZone)}
          </div>
        </div>
      </header>
      {data ? (
        <section className={styles.body}>
          <div className={styles.media}>
            {content.videos.length > 0 ? (
              <div className={styles.videoBox}>
                <VideoPlayer videos={content.videos} />
              </div>
            ) : null}
            {content.pictures.length > 0 ? (
              <div className={styles.carouselBox}>
                <Carousel pictures={content.pictures} ms={options.carouselMs} />
              </div>
            ) : null}
            {hasMedia ? null : <p className={styles.waiting}>{t('waiting')}</p>}
          </div>
          <div className={styles.side}>
            <ProgramTable today={data.today} tomorrow={data.tomorrow} ms={options.switchMs} />
            {data.board ? <DataBoard figures={data.board} /> : null}
          </div>
        </section>
      ) : (
        <section className={styles.body}>
          <p className={styles.waiting}>{options.areaId === null ? t('chooseArea') : t('waiting')}</p>
        </section>
      )}
      <Marquee text={content.marquee} />
      <button
        type="button"
        className={styles.fullscreen}
        onClick={toggleFullscreen}
        data-testid="signage-fullscreen"
      >
        {fullscreen ? t('exitFullscreen') : t('fullscreen')}
      </button>
    </main>
  );
}
