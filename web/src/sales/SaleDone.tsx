// A sale that went through: "payment succeeded, tickets issued", the order and ticket numbers, what
// was paid and the change, then printing (and reprinting) and the way to the next sale.

import { Button, Descriptions, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleAnswer } from '../../../domain/sales/sale.schema.ts';
import { PrintControls } from './PrintControls.tsx';
import type { TemplateChoice } from './printModel.ts';
import { methodLabel, money } from './saleLabels.ts';

interface Props {
  answer: SaleAnswer;
  scenicAreaID: number;
  templates: readonly TemplateChoice[];
  onNewSale: () => void;
}

export function SaleDone({ answer, scenicAreaID, templates, onNewSale }: Props) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<number | undefined>(undefined);
  const label = (key: string) => t(`sales.common.${key}`);
  return (
    <div data-testid="sale-done">
      <Result
        status="success"
        style={{ padding: '16px 0' }}
        title={<span data-testid="sale-success">{t('sales.sell.success')}</span>}
        subTitle={answer.replayed ? t('sales.sell.replayed') : undefined}
      />
      <Descriptions size="small" column={1} bordered styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={label('orderNo')}>
          <Typography.Text copyable data-testid="sale-order-no">
            {answer.orderNo}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={label('ticketNos')}>
          <Space orientation="vertical" size={0} data-testid="sale-ticket-nos">
            {answer.ticketNos.map((no) => (
              <Typography.Text key={no} copyable>
                {no}
              </Typography.Text>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={label('paymentMethod')}>
          {methodLabel(t, answer.paymentMethod)}
        </Descriptions.Item>
        <Descriptions.Item label={t('sales.sell.discount')}>
          {money(answer.preferentialAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('sales.sell.paid')}>
          <span data-testid="sale-amount">{money(answer.amount)}</span>
        </Descriptions.Item>
        {answer.changeFen === null ? null : (
          <Descriptions.Item label={t('sales.sell.change')}>
            <Typography.Text strong data-testid="sale-change">
              {money(answer.changeFen)}
            </Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>
      <div style={{ marginTop: 16 }}>
        <PrintControls
          scenicAreaID={scenicAreaID}
          choices={templates}
          orderNo={answer.orderNo}
          version={version}
          printed={version !== undefined}
          onPrinted={(job) => setVersion(job.version)}
        />
      </div>
      <Button block size="large" style={{ marginTop: 16 }} onClick={onNewSale} data-testid="sale-new">
        {t('sales.sell.newSale')}
      </Button>
    </div>
  );
}
