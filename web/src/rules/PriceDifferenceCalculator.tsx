// Tries the price-difference rule of the form on a ticket: entered at, paid minutes, the moment to
// judge and what was already paid, answered by POST /api/priceDifference/preview.

import { DatePicker, Descriptions, Form, InputNumber, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceDifferencePreview } from '../../../domain/rules/rulePreviewAnswer.schema.ts';
import { CalculatorPanel } from './CalculatorPanel.tsx';
import { priceDifferenceBody } from './priceDifferenceBody.ts';
import { yuanText } from './ruleForm.ts';
import { previewPriceDifference } from './rulesApi.ts';

const FORMAT = 'YYYY-MM-DD HH:mm';

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <Space orientation="vertical" size={2}>
    <Typography.Text>{label}</Typography.Text>
    {children}
  </Space>
);

export function PriceDifferenceCalculator() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [entryAt, setEntryAt] = useState<Dayjs | null>(() => dayjs().hour(12).minute(0));
  const [allowed, setAllowed] = useState<number | null>(120);
  const [now, setNow] = useState<Dayjs | null>(() => dayjs().hour(15).minute(30));
  const [paid, setPaid] = useState<number | null>(0);
  const label = (key: string) => t(`rules.priceDifference.${key}`);

  const run = () =>
    previewPriceDifference({
      rule: priceDifferenceBody(form.getFieldsValue(true)) as never,
      ticket: {
        entryAt: entryAt?.format(FORMAT),
        allowedMinutes: allowed ?? undefined,
        alreadyPaid: Math.round((paid ?? 0) * 100),
      },
      now: now?.format(FORMAT) ?? '',
    });

  const minutes = (n: number) => `${n} ${t('rules.common.minutes')}`;
  const render = (r: PriceDifferencePreview) => (
    <Descriptions size="small" column={3} bordered>
      <Descriptions.Item label={label('owedLabel')}>
        <Typography.Text strong data-testid="price-difference-calculator-owed">
          ¥{yuanText(r.amount)}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={label('reachedStage')}>
        {r.stage === null ? label('noStage') : t('rules.priceDifference.stage', { n: r.stage })}
      </Descriptions.Item>
      <Descriptions.Item label={label('alreadyPaid')}>¥{yuanText(r.alreadyPaid)}</Descriptions.Item>
      <Descriptions.Item label={label('overtime')}>{minutes(r.overtimeMinutes)}</Descriptions.Item>
      <Descriptions.Item label={label('remaining')}>{minutes(r.remainingMinutes)}</Descriptions.Item>
      <Descriptions.Item label={label('inGrace')}>
        {r.inGrace ? t('common.yes') : t('common.no')}
      </Descriptions.Item>
    </Descriptions>
  );

  return (
    <CalculatorPanel
      testId="price-difference-calculator"
      run={run}
      render={render}
      inputs={
        <>
          <Labelled label={label('entryAt')}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={FORMAT}
              value={entryAt}
              onChange={setEntryAt}
            />
          </Labelled>
          <Labelled label={label('allowedMinutes')}>
            <InputNumber
              min={0}
              precision={0}
              value={allowed}
              onChange={setAllowed}
              suffix={t('rules.common.minutes')}
            />
          </Labelled>
          <Labelled label={label('now')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} value={now} onChange={setNow} />
          </Labelled>
          <Labelled label={label('alreadyPaid')}>
            <InputNumber min={0} precision={2} prefix="¥" value={paid} onChange={setPaid} />
          </Labelled>
        </>
      }
    />
  );
}
