// Appointment periods (分时预约): name, scenic area, start and end time ("HHMM"), booking limit
// (0 = unlimited).

import { Form, Input, InputNumber, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AppointmentConfigInput,
  type AppointmentConfigRow,
  UNLIMITED,
} from '../../../domain/masterData/appointmentConfig.schema.ts';
import { isRequired, zodFieldRule, zodObjectRule } from '../forms/zodRule.ts';
import { type FormValues, MasterDataPage } from './MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter, ScenicAreaItem } from './pickers.tsx';

const hhmm = (d: unknown) => (dayjs.isDayjs(d) ? d.format('HHmm') : undefined);
const shown = (s: string) => `${s.slice(0, 2)}:${s.slice(2)}`;

function appointmentInput(v: FormValues) {
  return {
    scenicAreaID: v.scenicAreaID,
    appointmentConfigName: v.appointmentConfigName ?? '',
    startPeriod: hhmm(v.startPeriod),
    endPeriod: hhmm(v.endPeriod),
    limitCount: v.limitCount ?? undefined,
  };
}

const timeRule = (key: 'startPeriod' | 'endPeriod') =>
  zodObjectRule(AppointmentConfigInput, (f) => appointmentInput(f.getFieldsValue(true)), [key]);

export default function AppointmentConfigPage() {
  const { t } = useTranslation();
  const field = (key: 'scenicAreaID' | 'appointmentConfigName' | 'limitCount') => ({
    name: key,
    rules: [zodFieldRule(AppointmentConfigInput, key)],
    required: isRequired(AppointmentConfigInput.shape[key]),
  });
  return (
    <MasterDataPage<AppointmentConfigRow>
      entity="appointmentConfig"
      textKey="masterData.appointment"
      columns={[
        { title: t('masterData.appointment.name'), dataIndex: 'appointmentConfigName' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        { title: t('masterData.appointment.startPeriod'), dataIndex: 'startPeriod', render: shown },
        { title: t('masterData.appointment.endPeriod'), dataIndex: 'endPeriod', render: shown },
        {
          title: t('masterData.appointment.limitCount'),
          dataIndex: 'limitCount',
          render: (n: number) => (n === UNLIMITED ? t('masterData.appointment.unlimited') : n),
        },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <NameFilter />
        </>
      }
      newValues={() => ({ limitCount: UNLIMITED })}
      toForm={(row) => ({
        ...row,
        startPeriod: dayjs(row.startPeriod, 'HHmm'),
        endPeriod: dayjs(row.endPeriod, 'HHmm'),
      })}
      formItems={() => (
        <>
          <ScenicAreaItem rule={zodFieldRule(AppointmentConfigInput, 'scenicAreaID')} />
          <Form.Item label={t('masterData.appointment.name')} {...field('appointmentConfigName')}>
            <Input />
          </Form.Item>
          <Form.Item
            name="startPeriod"
            label={t('masterData.appointment.startPeriod')}
            rules={[timeRule('startPeriod')]}
            required
          >
            <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="endPeriod"
            label={t('masterData.appointment.endPeriod')}
            rules={[timeRule('endPeriod')]}
            dependencies={['startPeriod']}
            required
          >
            <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label={t('masterData.appointment.limitCount')}
            extra={t('masterData.appointment.limitHint')}
            {...field('limitCount')}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      toBody={appointmentInput}
    />
  );
}
