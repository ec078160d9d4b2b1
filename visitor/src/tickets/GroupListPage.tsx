// wx_ticketGroup: group ticket types (ticketCate 1, GET /api/ticketType/select); exactly one type,
// one of it, goes to the group form.

import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentScenicAreaId } from '../session/visitorSession.ts';
import { type Channel, homePath } from '../shared/channel.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import { SubmitBar } from '../shared/SubmitBar.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { TicketCardList } from './TicketCardList.tsx';
import { CATE, fetchTicketTypes } from './ticketApi.ts';
import { useTicketChoice } from './useTicketChoice.ts';

async function loadGroups(signal: AbortSignal) {
  return fetchTicketTypes(await currentScenicAreaId(), { cate: CATE.group, group: true }, signal);
}

export default function GroupListPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const list = useLoad(loadGroups, 'groups');
  const types = list.status === 'ready' ? list.data : [];
  const choice = useTicketChoice(channel, 'group', types);
  return (
    <PageFrame
      channel={channel}
      title={t('group.title')}
      back={homePath(channel)}
      bar={
        <SubmitBar
          amount={choice.total}
          count={choice.count}
          action={t('tickets.submit')}
          onSubmit={choice.submit}
        />
      }
    >
      <NoticeBar content={t('group.hint')} color="info" />
      <TicketCardList list={list} types={types} choice={choice} onRetry={list.reload} />
    </PageFrame>
  );
}
