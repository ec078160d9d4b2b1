// wx_ticketOrderGroup?total=&numlist=&ticketArray=<id>: the group booking form (spec 002 §2): play
// date, leader's name, mobile and ID card, unit (≤ 18), head count 5–200 against the places left;
// the price and head count in the submit bar. Back returns to the group list.

import { Input, List, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GROUP_MAX, GROUP_MIN, PAY_WAY } from '../../../domain/booking/visitorApi.schema.ts';
import type { PublicTicketType } from '../../../domain/ticketTypes/ticketType.schema.ts';
import type { VisitorIdentity } from '../session/visitorSession.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { areaToday, yuan } from '../shared/format.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import page from '../shared/page.module.css';
import { SubmitBar } from '../shared/SubmitBar.tsx';
import { CATE, fetchTicketTypes } from '../tickets/ticketApi.ts';
import { linesFromQuery } from '../tickets/ticketChoice.ts';
import { PersonFields, type PersonValues, PlayDateItem, RemainingItem } from './FormFields.tsx';
import { FormLoader } from './FormLoader.tsx';
import { appointmentTimes, groupProblem } from './orderFormCheck.ts';
import { useOrderSubmit } from './useOrderSubmit.ts';
import { remainingCount, useRemaining } from './useRemaining.ts';

async function loadGroupType(visitor: VisitorIdentity, id: number | undefined, signal: AbortSignal) {
  const all = await fetchTicketTypes(visitor.scenicAreaID, { cate: CATE.group, group: true }, signal);
  return all.find((type) => type.id === id) ?? null;
}

function GroupForm({
  channel,
  visitor,
  type,
}: {
  channel: Channel;
  visitor: VisitorIdentity;
  type: PublicTicketType;
}) {
  const { t } = useTranslation();
  const [playDate, setPlayDate] = useState(() => areaToday());
  const [leader, setLeader] = useState<PersonValues>({ name: '', mobile: '', idCard: '' });
  const [unit, setUnit] = useState('');
  const [headCount, setHeadCount] = useState(GROUP_MIN);
  const order = useOrderSubmit(channel, visitor, 1000);
  const remaining = useRemaining(type.id, playDate, null, false);
  const people = headCount;
  const amount = type.ticketPrice * people;

  const submit = () =>
    order.submit(
      () =>
        groupProblem({
          type,
          playDate,
          ...leader,
          idCardRequired: type.isRealName === 1,
          unit,
          headCount,
          remaining: remainingCount(remaining),
        }),
      () => {
        const times = appointmentTimes(playDate, null);
        return {
          payWay: PAY_WAY.zeroAmount,
          orderAmount: amount,
          ticketTypeID: type.id,
          touristIDCardNum: leader.idCard,
          appointmentID: null,
          group: true,
          ticketParams: {
            touristInfo: { touristName: leader.name, touristMobile: leader.mobile, touristCompany: unit },
            ticketArray: [{ ticketTypeID: type.id, ticketCount: people }],
            appointmentStartTime: times.start,
            appointmentEndTime: times.end,
          },
        };
      },
    );

  return (
    <PageFrame
      channel={channel}
      title={t('group.formTitle')}
      back={pagePath(channel, 'ticketGroup')}
      tabs={false}
      bar={
        <SubmitBar
          amount={amount}
          count={people}
          action={t('order.submit')}
          onSubmit={submit}
          disabled={order.locked}
        />
      }
    >
      <section className={page.section}>
        <div className={page.row}>
          <h2 className={page.sectionTitle}>{type.ticketTypeName}</h2>
          <span className={page.price}>
            ¥{yuan(type.ticketPrice)} / {t('group.perPerson')}
          </span>
        </div>
        {type.reservationInstructions && <p className={page.prewrap}>{type.reservationInstructions}</p>}
      </section>
      <List style={{ margin: 12, borderRadius: 8, overflow: 'hidden' }}>
        <PlayDateItem value={playDate} onChange={setPlayDate} />
        <RemainingItem remaining={remaining} />
        <PersonFields value={leader} onChange={setLeader} showIdCard nameLabel={t('group.leader')} />
        <List.Item title={t('group.unit')}>
          <Input
            placeholder={t('group.unitPlaceholder')}
            value={unit}
            onChange={setUnit}
            data-testid="unit"
          />
        </List.Item>
        <List.Item
          extra={
            <Stepper
              min={GROUP_MIN}
              max={GROUP_MAX}
              value={headCount}
              onChange={setHeadCount}
              digits={0}
              data-testid="head-count"
            />
          }
        >
          {t('group.headCount')}
        </List.Item>
      </List>
    </PageFrame>
  );
}

export default function GroupOrderPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = linesFromQuery(params.get('ticketArray'))[0]?.ticketTypeID;
  return (
    <FormLoader
      channel={channel}
      title={t('group.formTitle')}
      back={pagePath(channel, 'ticketGroup')}
      load={(visitor, signal) => loadGroupType(visitor, id, signal)}
      loadKey={String(id)}
    >
      {(visitor, type) => <GroupForm channel={channel} visitor={visitor} type={type} />}
    </FormLoader>
  );
}
