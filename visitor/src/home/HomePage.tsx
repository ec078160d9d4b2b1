// wx_index / mn_index: the scenic area's name from GET /api/public/scenicArea, or a friendly message.

import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PublicScenicArea } from '../../../domain/masterData/scenicArea.schema.ts';
import { fetchScenicArea } from '../api/publicApi.ts';
import { BottomTabs } from './BottomTabs.tsx';
import styles from './home.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';

type State = { status: 'loading' } | { status: 'ready'; area: PublicScenicArea } | { status: 'failed' };

export default function HomePage({ channel }: { channel: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    fetchScenicArea(signal).then(
      (area) => setState({ status: 'ready', area }),
      () => {
        if (!signal?.aborted) setState({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal);
    return () => abort.abort();
  }, [load]);

  useEffect(() => {
    document.title = state.status === 'ready' ? state.area.name : t('app.title');
  }, [state, t]);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        {state.status !== 'ready' && <h1 className={styles.name}>{t('app.title')}</h1>}
        {state.status === 'loading' && (
          <p className={styles.loading}>
            {t('home.loading')} <DotLoading color="white" />
          </p>
        )}
        {state.status === 'ready' && (
          <>
            <p className={styles.welcome}>{t('home.welcome')}</p>
            <h1 className={styles.name} data-testid="scenic-area-name">
              {state.area.name}
            </h1>
            {state.area.remark && <p className={styles.remark}>{state.area.remark}</p>}
          </>
        )}
      </header>
      {state.status === 'failed' && (
        <ErrorBlock
          status="disconnected"
          title={t('home.loadFailedTitle')}
          description={t('home.loadFailedText')}
        >
          <Button color="primary" onClick={() => load()} data-testid="retry">
            {t('home.retry')}
          </Button>
        </ErrorBlock>
      )}
      {state.status === 'ready' && (
        <div className={styles.actions}>
          <Button block color="primary" size="large" onClick={() => navigate(`/${channel}_ticketList`)}>
            {t('home.buyTickets')}
          </Button>
        </div>
      )}
      <LanguageSwitch />
      <BottomTabs channel={channel} />
    </div>
  );
}
