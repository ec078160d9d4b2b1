// Tries the discount of the form on a cart (price × count lines) or a recharge, alone or against
// the scenic area's other enabled discounts, answered by POST /api/discount/preview.

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Descriptions, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountPreview } from '../../../domain/rules/rulePreviewAnswer.schema.ts';
import { CalculatorPanel } from './CalculatorPanel.tsx';
import { discountBody, tierText } from './discountBody.ts';
import { yuanText } from './ruleForm.ts';
import { previewDiscount } from './rulesApi.ts';

type Line = { price: number | null; count: number | null };
const fen = (yuan: number | null) => Math.round((yuan ?? 0) * 100);

export function DiscountCalculator() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const category = Form.useWatch('discountCategory');
  const [lines, setLines] = useState<Line[]>([{ price: 60, count: 10 }]);
  const [amount, setAmount] = useState<number | null>(600);
  const [withStored, setWithStored] = useState(true);
  const label = (key: string) => t(`rules.discount.${key}`);

  const run = () => {
    const values = form.getFieldsValue(true);
    const scenicAreaID = values.scenicAreaID as number;
    const cart =
      category === 'recharge'
        ? { category: 'recharge' as const, scenicAreaID, amount: fen(amount) }
        : {
            category: 'ticketPurchase' as const,
            scenicAreaID,
            lines: lines.map((l) => ({ unitPrice: fen(l.price), count: l.count ?? 0 })),
          };
    const rule = { ...discountBody(values), id: values.id } as never;
    return previewDiscount({ cart, rule, withStored });
  };

  const setLine = (i: number, change: Partial<Line>) =>
    setLines(lines.map((l, j) => (j === i ? { ...l, ...change } : l)));

  const money = (f: number) => `¥${yuanText(f)}`;
  const render = (r: DiscountPreview) => (
    <Descriptions size="small" column={2} bordered>
      {r.category === 'ticketPurchase' ? (
        <>
          <Descriptions.Item label={label('subtotal')}>{money(r.subtotal)}</Descriptions.Item>
          <Descriptions.Item label={label('discount')}>{money(r.discount)}</Descriptions.Item>
          <Descriptions.Item label={label('payable')}>
            <Typography.Text strong data-testid="discount-calculator-payable">
              {money(r.payable)}
            </Typography.Text>
          </Descriptions.Item>
        </>
      ) : (
        <>
          <Descriptions.Item label={label('bonus')}>{money(r.bonus)}</Descriptions.Item>
          <Descriptions.Item label={label('credited')}>
            <Typography.Text strong data-testid="discount-calculator-credited">
              {money(r.credited)}
            </Typography.Text>
          </Descriptions.Item>
        </>
      )}
      <Descriptions.Item label={label('chosen')}>
        {r.chosen
          ? `${r.chosen.discountName}（${tierText(r.chosen.discountType, r.chosen.tier)}）`
          : label('none')}
      </Descriptions.Item>
    </Descriptions>
  );

  const cartInputs =
    category === 'recharge' ? (
      <InputNumber
        min={0}
        precision={2}
        prefix="¥"
        value={amount}
        onChange={setAmount}
        addonBefore={label('rechargeAmount')}
      />
    ) : (
      <Space orientation="vertical" size={4}>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
          <Space key={i}>
            <InputNumber
              min={0}
              precision={2}
              prefix="¥"
              value={line.price}
              onChange={(price) => setLine(i, { price })}
              placeholder={label('unitPrice')}
            />
            <span>×</span>
            <InputNumber
              min={1}
              precision={0}
              value={line.count}
              onChange={(count) => setLine(i, { count })}
              placeholder={label('count')}
            />
            {lines.length > 1 && (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => setLines(lines.filter((_, j) => j !== i))}
              />
            )}
          </Space>
        ))}
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() => setLines([...lines, { price: null, count: 1 }])}
        >
          {t('rules.common.addRow')}
        </Button>
      </Space>
    );

  return (
    <CalculatorPanel
      testId="discount-calculator"
      run={run}
      render={render}
      inputs={
        <>
          {cartInputs}
          <Checkbox checked={withStored} onChange={(e) => setWithStored(e.target.checked)}>
            {label('withStored')}
          </Checkbox>
        </>
      }
    />
  );
}
