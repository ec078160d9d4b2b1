// The signage screen's frame: title, live clock, date with weekday, full-screen toggle. Videos,
// carousel, programme table and marquee (driven by socket.io and the info-release data) come later.

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LOCALE_TAGS } from '../i18n/i18n.ts';
import { formatDate, formatTime, msToNextSecond } from './clock.ts';
import styles from './signage.module.css';

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, msToNextSecond(Date.now()));
    };
    timer = setTimeout(tick, msToNextSecond(Date.now()));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void action?.catch(() => undefined);
  };
  return [on, toggle];
}

export function SignageScreen() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const tag = LOCALE_TAGS[isLanguage(i18n.language) ? i18n.language : 'cn'];

  // Right-click is disabled on the display (spec 001 §2); text selection is off in the CSS.
  useEffect(() => {
    const block = (e: Event) => e.preventDefault();
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, []);

  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true">
            <path d="M4 54 24 20l10 16 8-12 18 30Z" fill="currentColor" opacity="0.9" />
            <circle cx="46" cy="14" r="6" fill="currentColor" opacity="0.6" />
          </svg>
          <div>
            <h1 className={styles.title} data-testid="signage-title">
              {t('title')}
            </h1>
            <p className={styles.subtitle}>{t('subtitle')}</p>
          </div>
        </div>
        <div className={styles.clockBox}>
          <time className={styles.clock} dateTime={now.toISOString()} data-testid="signage-clock">
            {formatTime(now, tag)}
          </time>
          <div className={styles.date} data-testid="signage-date">
            {formatDate(now, tag)}
          </div>
        </div>
      </header>
      <section className={styles.body}>
        <p className={styles.waiting}>{t('waiting')}</p>
      </section>
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
