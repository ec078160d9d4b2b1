import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorIdentity } from '../session/visitorSession.ts';
import type { Channel } from '../shared/channel.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import { Empty, LoadFailed, Loading, WithVisitor } from '../shared/Status.tsx';
import { useLoad } from '../shared/useLoad.ts';

interface Props<T> {
  channel: Channel;
  title: string;
  back: string;
  load: (visitor: VisitorIdentity, signal: AbortSignal) => Promise<T | null>;
  loadKey: string;
  children: (visitor: VisitorIdentity, data: T) => ReactNode;
}

/** A form page once the visitor and what the form needs are known; loading, failed or empty before. */
export function FormLoader<T>(props: Props<T>) {
  return (
    <WithVisitor channel={props.channel} frame={{ title: props.title, back: props.back }}>
      {(visitor) => <Loaded {...props} visitor={visitor} />}
    </WithVisitor>
  );
}

function Loaded<T>({
  channel,
  title,
  back,
  load,
  loadKey,
  children,
  visitor,
}: Props<T> & { visitor: VisitorIdentity }) {
  const { t } = useTranslation();
  const form = useLoad((signal) => load(visitor, signal), loadKey);
  if (form.status === 'ready' && form.data !== null) return <>{children(visitor, form.data)}</>;
  return (
    <PageFrame channel={channel} title={title} back={back}>
      {form.status === 'loading' && <Loading />}
      {form.status === 'failed' && <LoadFailed error={form.error} onRetry={form.reload} />}
      {form.status === 'ready' && <Empty text={t('tickets.none')} />}
    </PageFrame>
  );
}
