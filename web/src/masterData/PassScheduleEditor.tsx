// The pass-schedule editor: seven weekdays and holidays, PERIODS_PER_DAY start/end slots each,
// checked with the server's schema (first Monday start required, an end never before its start,
// a later slot only after the earlier one).

import { Form, Space, Table, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  PassScheduleInput,
  PERIODS_PER_DAY,
  type Period,
  SCHEDULE_DAYS,
  type ScheduleDay,
} from '../../../domain/masterData/passSchedule.schema.ts';
import { zodObjectRule } from '../forms/zodRule.ts';
import type { FormValues } from './MasterDataPage.tsx';

const FORMAT = 'HH:mm';
const SLOTS = Array.from({ length: PERIODS_PER_DAY }, (_, i) => i);

type Slot = { start: Dayjs | null; end: Dayjs | null };

const text = (d: unknown) => (dayjs.isDayjs(d) ? d.format(FORMAT) : null);
const time = (s: string | undefined) => (s ? dayjs(s, FORMAT) : null);

/** Form values → the schema's input (times as "HH:mm", empty slots as nulls). */
export function scheduleInput(values: FormValues) {
  const periods = (values.periods ?? {}) as Partial<Record<ScheduleDay, Slot[]>>;
  return {
    scenicAreaID: values.scenicAreaID,
    name: values.name ?? '',
    periods: Object.fromEntries(
      SCHEDULE_DAYS.map((day) => [
        day,
        SLOTS.map((i) => ({ start: text(periods[day]?.[i]?.start), end: text(periods[day]?.[i]?.end) })),
      ]),
    ),
  };
}

/** Stored periods → the editor's slots. */
export function scheduleSlots(periods?: Partial<Record<ScheduleDay, Period[]>>) {
  return Object.fromEntries(
    SCHEDULE_DAYS.map((day) => [
      day,
      SLOTS.map((i) => ({ start: time(periods?.[day]?.[i]?.start), end: time(periods?.[day]?.[i]?.end) })),
    ]),
  );
}

function SlotCell({ day, i }: { day: ScheduleDay; i: number }) {
  const { t } = useTranslation();
  const sameDay = SLOTS.flatMap((j) => [
    ['periods', day, j, 'start'],
    ['periods', day, j, 'end'],
  ]);
  const picker = (key: 'start' | 'end') => {
    const path = ['periods', day, i, key];
    return (
      <Form.Item
        name={path}
        dependencies={[...sameDay, ['periods', 'mon', 0, 'start']].filter((p) => p.join() !== path.join())}
        rules={[zodObjectRule(PassScheduleInput, (f) => scheduleInput(f.getFieldsValue(true)), path)]}
        required={day === 'mon' && i === 0}
        style={{ marginBottom: 0 }}
      >
        <TimePicker
          format={FORMAT}
          placeholder={t(`masterData.passSchedule.${key}`)}
          style={{ width: 96 }}
          needConfirm={false}
          data-testid={`slot-${day}-${i}-${key}`}
        />
      </Form.Item>
    );
  };
  return (
    <Space size={4} align="start">
      {picker('start')}
      <span style={{ lineHeight: '32px' }}>–</span>
      {picker('end')}
    </Space>
  );
}

export function PassScheduleEditor() {
  const { t } = useTranslation();
  return (
    <Table<{ day: ScheduleDay }>
      size="small"
      bordered
      pagination={false}
      tableLayout="fixed"
      rowKey="day"
      dataSource={SCHEDULE_DAYS.map((day) => ({ day }))}
      data-testid="pass-schedule-editor"
      columns={[
        {
          title: t('masterData.passSchedule.day'),
          dataIndex: 'day',
          width: 90,
          render: (day: ScheduleDay) => t(`masterData.passSchedule.days.${day}`),
        },
        ...SLOTS.map((i) => ({
          title: t('masterData.passSchedule.period', { n: i + 1 }),
          key: `slot${i}`,
          render: (_: unknown, { day }: { day: ScheduleDay }) => <SlotCell day={day} i={i} />,
        })),
      ]}
    />
  );
}
