// Fields both order forms share: the play date (calendar, today to 2050), the remaining places and
// the visitor's name, mobile and ID card.

import { CalendarPicker, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaToday, localDate } from '../shared/format.ts';
import type { Remaining } from './useRemaining.ts';

const MAX_DATE = new Date(2050, 11, 31);

/** A calendar day ("YYYY-MM-DD") as the calendar's Date: that day's midnight on the phone. */
function calendarDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export function PlayDateItem({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <List.Item extra={value} onClick={() => setOpen(true)} data-testid="play-date">
        {t('order.playDate')}
      </List.Item>
      <CalendarPicker
        visible={open}
        selectionMode="single"
        min={calendarDay(areaToday())}
        max={MAX_DATE}
        defaultValue={calendarDay(value)}
        onClose={() => setOpen(false)}
        onMaskClick={() => setOpen(false)}
        onConfirm={(date) => {
          if (date) onChange(localDate(date));
        }}
      />
    </>
  );
}

export function RemainingItem({ remaining }: { remaining: Remaining }) {
  const { t } = useTranslation();
  const text = {
    idle: t('order.remainingChooseSlot'),
    loading: t('common.loading'),
    ready:
      remaining.status === 'ready' && remaining.count !== null
        ? String(remaining.count)
        : t('order.unlimited'),
    failed:
      remaining.status === 'failed' && remaining.reason === 'network'
        ? t('order.remainingNetwork')
        : t('order.remainingFailed'),
  }[remaining.status];
  return <List.Item extra={<span data-testid="remaining">{text}</span>}>{t('order.remaining')}</List.Item>;
}

export interface PersonValues {
  name: string;
  mobile: string;
  idCard: string;
}

export function PersonFields({
  value,
  onChange,
  showIdCard,
  nameLabel,
}: {
  value: PersonValues;
  onChange: (next: PersonValues) => void;
  showIdCard: boolean;
  nameLabel: string;
}) {
  const { t } = useTranslation();
  const set = (key: keyof PersonValues) => (text: string) => onChange({ ...value, [key]: text });
  return (
    <>
      <List.Item title={nameLabel}>
        <Input
          placeholder={t('order.namePlaceholder')}
          value={value.name}
          onChange={set('name')}
          data-testid="name"
        />
      </List.Item>
      <List.Item title={t('order.mobile')}>
        <Input
          type="tel"
          placeholder={t('order.mobilePlaceholder')}
          value={value.mobile}
          onChange={set('mobile')}
          data-testid="mobile"
        />
      </List.Item>
      {showIdCard && (
        <List.Item title={t('order.idCard')}>
          <Input
            placeholder={t('order.idCardPlaceholder')}
            value={value.idCard}
            onChange={set('idCard')}
            data-testid="id-card"
          />
        </List.Item>
      )}
    </>
  );
}
