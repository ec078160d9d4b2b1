// Pass schedules (通行时段): name, scenic area and the periods of each weekday and of holidays.

import { Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PassScheduleInput,
  type PassScheduleRow,
  SCHEDULE_DAYS,
  type ScheduleDay,
} from '../../../domain/masterData/passSchedule.schema.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from './MasterDataPage.tsx';
import { PassScheduleEditor, scheduleInput, scheduleSlots } from './PassScheduleEditor.tsx';
import { NameFilter, ScenicAreaFilter, ScenicAreaItem } from './pickers.tsx';

const shape = PassScheduleInput.shape;

export default function PassSchedulePage() {
  const { t } = useTranslation();
  const dayColumn = (day: ScheduleDay) => ({
    title: t(`masterData.passSchedule.days.${day}`),
    key: day,
    render: (_: unknown, row: PassScheduleRow) =>
      row.periods[day].length === 0 ? (
        <Typography.Text type="secondary">{t('masterData.passSchedule.closed')}</Typography.Text>
      ) : (
        <Space orientation="vertical" size={0}>
          {row.periods[day].map((p) => (
            <span key={p.start + p.end}>{`${p.start}–${p.end}`}</span>
          ))}
        </Space>
      ),
  });
  return (
    <MasterDataPage<PassScheduleRow>
      entity="passSchedule"
      textKey="masterData.passSchedule"
      formWidth={1080}
      columns={[
        { title: t('masterData.passSchedule.name'), dataIndex: 'name', fixed: 'left' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        ...SCHEDULE_DAYS.map(dayColumn),
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <NameFilter />
        </>
      }
      newValues={() => ({ periods: scheduleSlots() })}
      toForm={(row) => ({
        scenicAreaID: row.scenicAreaID,
        name: row.name,
        periods: scheduleSlots(row.periods),
      })}
      formItems={() => (
        <>
          <Space size="large" wrap>
            <ScenicAreaItem rule={zodFieldRule(PassScheduleInput, 'scenicAreaID')} style={{ width: 220 }} />
            <Form.Item
              name="name"
              label={t('masterData.passSchedule.name')}
              rules={[zodFieldRule(PassScheduleInput, 'name')]}
              required={isRequired(shape.name)}
            >
              <Input style={{ width: 220 }} />
            </Form.Item>
          </Space>
          <Form.Item label={t('masterData.passSchedule.periods')} required>
            <PassScheduleEditor />
          </Form.Item>
        </>
      )}
      toBody={scheduleInput}
    />
  );
}
