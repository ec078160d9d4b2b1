// Tries the billing rule of the form on a stay: entry and exit in the scenic area's local time,
// answered by POST /api/billingRule/preview with computeTimedFee's itemised breakdown.

import { DatePicker, Form, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingPreview } from '../../../domain/rules/rulePreviewAnswer.schema.ts';
import type { FeeItem } from '../../../domain/rules/timedFee.ts';
import { billingBody } from './billingBody.ts';
import { CalculatorPanel } from './CalculatorPanel.tsx';
import { yuanText } from './ruleForm.ts';
import { previewBilling } from './rulesApi.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const FORMAT = 'YYYY-MM-DD HH:mm';

export function BillingCalculator() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [entry, setEntry] = useState<Dayjs | null>(() => dayjs().hour(10).minute(0));
  const [exit, setExit] = useState<Dayjs | null>(() => dayjs().hour(12).minute(40));

  const run = () =>
    previewBilling({
      rule: billingBody(form.getFieldsValue(true)) as never,
      entry: entry?.format(FORMAT) ?? '',
      exit: exit?.format(FORMAT) ?? '',
    });

  const render = (fee: BillingPreview) => {
    const local = (iso: string) => dayjs(iso).tz(fee.timeZone).format('MM-DD HH:mm');
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="billing-calculator-total">
          {t('rules.billing.total', { amount: yuanText(fee.amount) })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('rules.billing.timeZoneHint', { timeZone: fee.timeZone })}
        </Typography.Text>
        <Table<FeeItem>
          size="small"
          pagination={false}
          rowKey={(item, i) => `${item.from}-${item.note}-${i}`}
          dataSource={fee.items}
          columns={[
            {
              title: t('rules.billing.columns.day'),
              dataIndex: 'day',
              render: (d: number) => t('rules.billing.dayN', { n: d + 1 }),
            },
            {
              title: t('rules.billing.columns.kind'),
              dataIndex: 'dayKind',
              render: (k: FeeItem['dayKind']) => (k ? t(`rules.billing.dayKinds.${k}`) : ''),
            },
            {
              title: t('rules.billing.columns.time'),
              key: 'time',
              render: (_, i) => `${local(i.from)} – ${local(i.to)}`,
            },
            {
              title: t('rules.billing.periodsColumn'),
              dataIndex: 'period',
              render: (p: string) => (p.includes('-') ? p : ''),
            },
            {
              title: t('rules.billing.columns.units'),
              key: 'units',
              render: (_, i) => (i.units ? `${i.units} × ¥${yuanText(i.unitPrice)}` : ''),
            },
            {
              title: t('rules.billing.columns.amount'),
              dataIndex: 'amount',
              align: 'right',
              render: yuanText,
            },
            {
              title: t('rules.billing.columns.note'),
              dataIndex: 'note',
              render: (n: string) => t(`rules.billing.notes.${n}`),
            },
          ]}
        />
      </Space>
    );
  };

  return (
    <CalculatorPanel
      testId="billing-calculator"
      run={run}
      render={render}
      inputs={
        <>
          <Space orientation="vertical" size={2}>
            <Typography.Text>{t('rules.billing.entry')}</Typography.Text>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={FORMAT}
              value={entry}
              onChange={setEntry}
              data-testid="billing-calculator-entry"
            />
          </Space>
          <Space orientation="vertical" size={2}>
            <Typography.Text>{t('rules.billing.exit')}</Typography.Text>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={FORMAT}
              value={exit}
              onChange={setExit}
              data-testid="billing-calculator-exit"
            />
          </Space>
        </>
      }
    />
  );
}
