// The discount form: name, scenic area, category, type (only those of the category), the tiers
// table (threshold → value, units following the type), enable switch, and the calculator.

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DISCOUNT_CATEGORIES,
  type DiscountCategory,
  type DiscountType,
  MAX_TIERS,
} from '../../../domain/rules/discountRule.schema.ts';
import { ScenicAreaItem } from '../masterData/pickers.tsx';
import { DiscountCalculator } from './DiscountCalculator.tsx';
import {
  discountRule,
  thresholdIsMoney,
  thresholdLabel,
  typesOf,
  valueIsMoney,
  valueLabel,
} from './discountBody.ts';
import { checkedItem, fieldItem, moneyItem } from './ruleForm.ts';
import styles from './rules.module.css';

const TIER_DEPS = Array.from({ length: MAX_TIERS }, (_, i) => [
  ['tiers', i, 'threshold'],
  ['tiers', i, 'value'],
]).flat();

/** `rechargeOnly`: a stored-value rule, whose category and type are fixed (shown, not chosen). */
export function DiscountForm({ rechargeOnly = false }: { rechargeOnly?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const category = Form.useWatch('discountCategory') as DiscountCategory | undefined;
  const type = Form.useWatch('discountType') as DiscountType | undefined;
  const label = (key: string) => t(`rules.discount.${key}`);
  const item = fieldItem(discountRule, label);

  const onCategory = (next: DiscountCategory) => {
    if (!typesOf(next).includes(form.getFieldValue('discountType')))
      form.setFieldValue('discountType', typesOf(next)[0]);
  };

  const tierCell = (i: number, key: 'threshold' | 'value') => {
    const money = key === 'threshold' ? thresholdIsMoney(type) : valueIsMoney(type);
    return (
      <Form.Item
        name={[i, key]}
        rules={[discountRule(['tiers', i, key])]}
        dependencies={[...TIER_DEPS.filter((p) => !(p[1] === i && p[2] === key)), ['discountType']]}
        className={styles.cell}
        style={{ marginBottom: 0 }}
        {...(money ? moneyItem : {})}
      >
        <InputNumber
          min={0}
          precision={money ? 2 : 0}
          prefix={money ? '¥' : undefined}
          placeholder={key === 'threshold' ? thresholdLabel(type, t) : valueLabel(type, t)}
          style={{ width: 200 }}
          data-testid={`tier-${i}-${key}`}
        />
      </Form.Item>
    );
  };

  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item {...item('discountName')}>
            <Input maxLength={24} showCount data-testid="discount-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <ScenicAreaItem rule={discountRule(['scenicAreaID'])} />
        </Col>
        <Col span={8}>
          <Form.Item {...item('discountCategory')}>
            <Select
              disabled={rechargeOnly}
              onChange={onCategory}
              options={DISCOUNT_CATEGORIES.map((c) => ({ value: c, label: label(`categories.${c}`) }))}
              data-testid="discount-category"
            />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item {...item('discountType')} dependencies={['discountCategory']}>
            <Select
              disabled={rechargeOnly}
              options={typesOf(category).map((v) => ({ value: v, label: label(`types.${v}`) }))}
              data-testid="discount-type"
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="isEnable" label={t('rules.common.enabled')} {...checkedItem}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={label('tiers')} required>
        <Form.List name="tiers">
          {(rows, { add, remove }) => (
            <Space orientation="vertical" size={4}>
              {rows.map((row, i) => (
                <Space key={row.key} align="start">
                  {tierCell(row.name, 'threshold')}
                  <span style={{ lineHeight: '32px' }}>→</span>
                  {tierCell(row.name, 'value')}
                  {rows.length > 1 && (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('rules.common.removeRow')}
                      onClick={() => remove(i)}
                    />
                  )}
                </Space>
              ))}
              {rows.length < MAX_TIERS && (
                <Button
                  type="dashed"
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  data-testid="tier-add"
                >
                  {t('rules.common.addRow')}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Form.Item>
      <DiscountCalculator />
    </>
  );
}
