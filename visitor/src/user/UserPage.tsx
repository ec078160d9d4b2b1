// wx_ticketUser: the personal centre (GET /api/wechat/findWXUser): avatar, nickname, region and the
// way to the order list; the language choice.

import { Avatar, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { WxUser } from '../../../domain/booking/visitorApi.schema.ts';
import { LanguageSwitch } from '../home/LanguageSwitch.tsx';
import { type Channel, pagePath } from '../shared/channel.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import { LoadFailed, Loading, WithVisitor } from '../shared/Status.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { getJson, imageUrl } from '../shared/visitorHttp.ts';
import styles from './user.module.css';

function avatarSrc(url: string): string {
  return !url || /^(https?:|data:|\/)/.test(url) ? url : imageUrl(url);
}

function Profile({ channel, openid }: { channel: Channel; openid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoad(
    (signal) =>
      getJson<WxUser[]>('/api/wechat/findWXUser', { openid }, signal).then((rows) => rows?.[0] ?? null),
    openid,
  );
  if (user.status === 'loading') return <Loading />;
  const me = user.status === 'ready' ? user.data : null;
  const region = me ? [me.country, me.province, me.city].filter(Boolean).join(' ') : '';
  return (
    <>
      <header className={styles.header}>
        <Avatar
          src={avatarSrc(me?.headimgurl ?? '')}
          style={{ '--size': '64px', '--border-radius': '50%' }}
        />
        <div>
          <h1 className={styles.nickname} data-testid="nickname">
            {me?.nickname || t('user.visitor')}
          </h1>
          <p className={styles.region}>{region || t('user.noRegion')}</p>
        </div>
      </header>
      {user.status === 'failed' && <LoadFailed error={user.error} onRetry={user.reload} />}
      <List style={{ margin: 12, borderRadius: 8, overflow: 'hidden' }}>
        <List.Item onClick={() => navigate(pagePath(channel, 'ticketOrderlist'))} data-testid="orders-link">
          {t('orders.mine')}
        </List.Item>
        <List.Item onClick={() => navigate(pagePath(channel, 'ticketList'))}>
          {t('home.bookTickets')}
        </List.Item>
      </List>
    </>
  );
}

export default function UserPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return (
    <PageFrame channel={channel} title={t('user.title')}>
      <WithVisitor channel={channel}>
        {(visitor) => <Profile channel={channel} openid={visitor.openid} />}
      </WithVisitor>
      <LanguageSwitch />
    </PageFrame>
  );
}
