// Holidays calendar (节假日): named date ranges per scenic area; pass schedules use their holiday
// periods on these dates.

import { DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HolidayInput, type HolidayRow } from '../../../domain/masterData/holiday.schema.ts';
import { isRequired, zodFieldRule, zodObjectRule } from '../forms/zodRule.ts';
import { type FormValues, MasterDataPage } from './MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter, ScenicAreaItem } from './pickers.tsx';

const DATE = 'YYYY-MM-DD';
const dateText = (d: unknown) => (dayjs.isDayjs(d) ? d.format(DATE) : undefined);

function holidayInput(v: FormValues) {
  return {
    scenicAreaID: v.scenicAreaID,
    name: v.name ?? '',
    startDate: dateText(v.startDate),
    endDate: dateText(v.endDate),
  };
}

const dateRule = (key: 'startDate' | 'endDate') =>
  zodObjectRule(HolidayInput, (f) => holidayInput(f.getFieldsValue(true)), [key]);

export default function HolidayPage() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const days = (row: HolidayRow) => dayjs(row.endDate).diff(dayjs(row.startDate), 'day') + 1;
  return (
    <MasterDataPage<HolidayRow>
      entity="holiday"
      textKey="masterData.holiday"
      columns={[
        { title: t('masterData.holiday.name'), dataIndex: 'name' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        {
          title: t('masterData.holiday.dates'),
          key: 'dates',
          render: (_, r) => `${r.startDate} ~ ${r.endDate}`,
        },
        {
          title: t('masterData.holiday.length'),
          key: 'days',
          render: (_, r) => t('masterData.holiday.days', { count: days(r) }),
        },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <Form.Item name="year">
            <Select
              allowClear
              style={{ width: 110 }}
              placeholder={t('masterData.holiday.year')}
              options={[year - 1, year, year + 1, year + 2].map((y) => ({ value: y, label: String(y) }))}
            />
          </Form.Item>
          <NameFilter />
        </>
      }
      toForm={(row) => ({ ...row, startDate: dayjs(row.startDate), endDate: dayjs(row.endDate) })}
      formItems={() => (
        <>
          <ScenicAreaItem rule={zodFieldRule(HolidayInput, 'scenicAreaID')} />
          <Form.Item
            name="name"
            label={t('masterData.holiday.name')}
            rules={[zodFieldRule(HolidayInput, 'name')]}
            required={isRequired(HolidayInput.shape.name)}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="startDate"
            label={t('masterData.holiday.startDate')}
            rules={[dateRule('startDate')]}
            required
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="endDate"
            label={t('masterData.holiday.endDate')}
            rules={[dateRule('endDate')]}
            dependencies={['startDate']}
            required
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      toBody={holidayInput}
    />
  );
}
