// Loading, failed and "who are you" states shared by the pages.

import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitor } from '../session/useVisitor.ts';
import type { VisitorIdentity } from '../session/visitorSession.ts';
import type { Channel } from './channel.ts';
import { errorText, messageOf } from './messages.ts';
import { PageFrame } from './PageFrame.tsx';
import styles from './page.module.css';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.center}>
      <DotLoading color="primary" /> <span className={styles.muted}>{t('common.loading')}</span>
    </div>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      status="disconnected"
      title={t('common.loadFailed')}
      description={errorText(error, t('common.checkNetwork'))}
    >
      {onRetry && (
        <Button color="primary" onClick={onRetry} data-testid="retry">
          {t('common.retry')}
        </Button>
      )}
    </ErrorBlock>
  );
}

export function Empty({ text }: { text: string }) {
  return <ErrorBlock status="empty" title={text} description="" />;
}

/** Renders `children(visitor)` once the visitor is known; the spec's openid message when not. */
export function WithVisitor({
  channel,
  frame,
  children,
}: {
  channel: Channel;
  /** The page's frame while the visitor is not known yet. */
  frame?: { title: string; back?: string };
  children: (visitor: VisitorIdentity) => ReactNode;
}) {
  const { t } = useTranslation();
  const state = useVisitor();
  if (state.status === 'ready') return <>{children(state.visitor)}</>;
  const body =
    state.status === 'loading' ? (
      <Loading />
    ) : (
      <ErrorBlock
        status="default"
        title={channel === 'mn' ? t('session.missingMn') : messageOf('VISITOR_IDENTITY_MISSING')}
        description=""
        data-testid="openid-missing"
      />
    );
  if (!frame) return body;
  return (
    <PageFrame channel={channel} title={frame.title} back={frame.back}>
      {body}
    </PageFrame>
  );
}
