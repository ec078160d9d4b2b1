// wx_ticketOrder?total=&numlist=&ticketArray=[{ticketTypeID,ticketCount}]: the appointment order form
// (spec 002 §2): per ticket its name, price, notice, sale window, limit and a 1–99 stepper; play
// date, visitor, ID card for real-name types, the slot for slot types, places left, optional
// address; the checks of §5 in order; submit locked for 3 s; one requestId per form.

import { ActionSheet, Button, Input, List, Stepper } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PAY_WAY, QUANTITY_MAX } from '../../../domain/booking/visitorApi.schema.ts';
import type { PublicTicketType } from '../../../domain/ticketTypes/ticketType.schema.ts';
import type { VisitorIdentity } from '../session/visitorSession.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { areaHhmm, areaToday, hhmmText, yuan } from '../shared/format.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import page from '../shared/page.module.css';
import { SubmitBar } from '../shared/SubmitBar.tsx';
import { CATE, FEE, fetchSlots, fetchTicketTypes, type Slot } from '../tickets/ticketApi.ts';
import { type ChosenLine, linesFromQuery } from '../tickets/ticketChoice.ts';
import { PersonFields, type PersonValues, PlayDateItem, RemainingItem } from './FormFields.tsx';
import { FormLoader } from './FormLoader.tsx';
import { appointmentProblem, appointmentTimes } from './orderFormCheck.ts';
import { useOrderSubmit } from './useOrderSubmit.ts';
import { remainingCount, useRemaining } from './useRemaining.ts';

interface Loaded {
  types: PublicTicketType[];
  slots: Slot[];
}

async function loadForm(
  visitor: VisitorIdentity,
  lines: ChosenLine[],
  signal: AbortSignal,
): Promise<Loaded | null> {
  const all = await fetchTicketTypes(visitor.scenicAreaID, { cate: CATE.ordinary }, signal);
  const types = lines.flatMap((line) => all.filter((t) => t.id === line.ticketTypeID));
  const primary = types[0];
  if (!primary) return null;
  const slots = await fetchSlots(primary.id, signal).catch(() => []);
  return { types, slots };
}

function TicketLine({
  type,
  count,
  onCount,
}: {
  type: PublicTicketType;
  count: number;
  onCount: (n: number) => void;
}) {
  const { t } = useTranslation();
  const window = type.saleStartTime
    ? `${type.saleStartTime} ~ ${type.saleEndTime ?? t('order.noEnd')}`
    : t('order.anyTime');
  return (
    <section className={page.section}>
      <div className={page.row}>
        <h2 className={page.sectionTitle}>{type.ticketTypeName}</h2>
        <span className={page.price}>¥{yuan(type.ticketPrice)}</span>
      </div>
      {type.reservationInstructions && <p className={page.prewrap}>{type.reservationInstructions}</p>}
      <p className={page.muted}>
        {t('order.saleWindow')}: {window} · {t('order.limit')}:{' '}
        {type.limitCount ? t('order.limitCount', { count: type.limitCount }) : t('order.unlimited')}
      </p>
      <div className={page.row}>
        <span>{t('order.quantity')}</span>
        <Stepper
          min={1}
          max={type.ticketFeeMethod === FEE.timed ? 1 : QUANTITY_MAX}
          value={count}
          onChange={onCount}
          digits={0}
          data-testid={`quantity-${type.id}`}
        />
      </div>
    </section>
  );
}

function OrderForm({
  channel,
  visitor,
  data,
  lines,
}: {
  channel: Channel;
  visitor: VisitorIdentity;
  data: Loaded;
  lines: ChosenLine[];
}) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState(() => lines.map((line) => line.ticketCount));
  const [playDate, setPlayDate] = useState(() => areaToday());
  const [person, setPerson] = useState<PersonValues>({ name: '', mobile: '', idCard: '' });
  const [slot, setSlot] = useState<Slot | null>(null);
  const [slotSheet, setSlotSheet] = useState(false);
  const [withAddress, setWithAddress] = useState(false);
  const [region, setRegion] = useState('');
  const [address, setAddress] = useState('');
  const order = useOrderSubmit(channel, visitor, 3000);

  const { types, slots } = data;
  const primary = types[0]!;
  const hasSlots = slots.length > 0;
  const idCardRequired = types.some((type) => type.isRealName === 1);
  const remaining = useRemaining(primary.id, playDate, slot, hasSlots);
  const amount = types.reduce((sum, type, i) => sum + type.ticketPrice * (counts[i] ?? 1), 0);
  const count = counts.reduce((sum, n) => sum + n, 0);
  const today = areaToday();
  const slotText = (s: Slot) =>
    `${s.appointmentConfigName} ${hhmmText(s.startPeriod)}-${hhmmText(s.endPeriod)}`;

  const submit = () =>
    order.submit(
      () =>
        appointmentProblem({
          lines: types.map((type, i) => ({ type, count: counts[i] ?? 1 })),
          playDate,
          today,
          nowHhmm: areaHhmm(),
          ...person,
          idCard: idCardRequired ? person.idCard : '',
          idCardRequired,
          hasSlots,
          slot,
          remaining: remainingCount(remaining),
        }),
      () => {
        const times = appointmentTimes(playDate, slot);
        return {
          payWay: amount === 0 ? PAY_WAY.zeroAmount : PAY_WAY.appointment,
          orderAmount: amount,
          ticketTypeID: primary.id,
          touristIDCardNum: idCardRequired ? person.idCard : '',
          appointmentID: slot?.id ?? null,
          group: false,
          ticketParams: {
            touristInfo: {
              touristName: person.name,
              touristMobile: person.mobile,
              touristResidence: withAddress ? [region.trim(), address.trim()].filter(Boolean).join(' ') : '',
            },
            ticketArray: types.map((type, i) => ({ ticketTypeID: type.id, ticketCount: counts[i] ?? 1 })),
            appointmentStartTime: times.start,
            appointmentEndTime: times.end,
          },
        };
      },
    );

  return (
    <PageFrame
      channel={channel}
      title={t('order.title')}
      back={pagePath(channel, 'ticketList')}
      tabs={false}
      bar={
        <SubmitBar
          amount={amount}
          count={count}
          action={t('order.submit')}
          onSubmit={submit}
          disabled={order.locked}
        />
      }
    >
      {types.map((type, i) => (
        <TicketLine
          key={type.id}
          type={type}
          count={counts[i] ?? 1}
          onCount={(n) => setCounts((all) => all.map((c, j) => (j === i ? n : c)))}
        />
      ))}
      <List header={t('order.visit')} style={{ margin: 12, borderRadius: 8, overflow: 'hidden' }}>
        <PlayDateItem value={playDate} onChange={setPlayDate} />
        {hasSlots && (
          <List.Item
            extra={slot ? slotText(slot) : t('order.chooseSlot')}
            onClick={() => setSlotSheet(true)}
            data-testid="slot"
          >
            {t('order.slot')}
          </List.Item>
        )}
        {!hasSlots && <List.Item extra={t('order.defaultEntry')}>{t('order.entryTime')}</List.Item>}
        <RemainingItem remaining={remaining} />
        <PersonFields
          value={person}
          onChange={setPerson}
          showIdCard={idCardRequired}
          nameLabel={t('order.name')}
        />
        {withAddress ? (
          <>
            <List.Item title={t('order.region')}>
              <Input placeholder={t('order.regionPlaceholder')} value={region} onChange={setRegion} />
            </List.Item>
            <List.Item title={t('order.address')}>
              <Input placeholder={t('order.addressPlaceholder')} value={address} onChange={setAddress} />
            </List.Item>
          </>
        ) : (
          <List.Item>
            <Button fill="none" size="small" color="primary" onClick={() => setWithAddress(true)}>
              + {t('order.addAddress')}
            </Button>
          </List.Item>
        )}
      </List>
      <ActionSheet
        visible={slotSheet}
        onClose={() => setSlotSheet(false)}
        cancelText={t('common.cancel')}
        actions={slots.map((s) => ({
          key: s.id,
          text: slotText(s),
          disabled: playDate === today && s.endPeriod < areaHhmm(),
          onClick: () => {
            setSlot(s);
            setSlotSheet(false);
          },
        }))}
      />
    </PageFrame>
  );
}

export default function AppointmentOrderPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const lines = useMemo(() => linesFromQuery(params.get('ticketArray')), [params]);
  return (
    <FormLoader
      channel={channel}
      title={t('order.title')}
      back={pagePath(channel, 'ticketList')}
      load={(visitor, signal) => loadForm(visitor, lines, signal)}
      loadKey={JSON.stringify(lines)}
    >
      {(visitor, data) => <OrderForm channel={channel} visitor={visitor} data={data} lines={lines} />}
    </FormLoader>
  );
}
