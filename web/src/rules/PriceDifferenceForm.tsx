// The price-difference form: name, scenic area, ticket type, grace period and the four stages
// (minutes over → total owed), checked with the server's schema, and the calculator.

import { Col, Form, Input, InputNumber, Row, Select, type SelectProps, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceDifferenceInput } from '../../../domain/rules/ruleRecords.schema.ts';
import { isRequired } from '../forms/zodRule.ts';
import { ScenicAreaItem } from '../masterData/pickers.tsx';
import { PriceDifferenceCalculator } from './PriceDifferenceCalculator.tsx';
import { priceDifferenceBody, STAGES } from './priceDifferenceBody.ts';
import { bodyRule, fieldItem, moneyItem, type Path } from './ruleForm.ts';
import styles from './rules.module.css';
import { type TicketTypeOption, ticketTypesOf } from './rulesApi.ts';

const rule = (path: Path) => bodyRule(PriceDifferenceInput, priceDifferenceBody, path);

/** The ticket types of the chosen scenic area (Form.Item hands in value, onChange and id). */
function TicketTypeSelect({ scenicAreaID, ...props }: SelectProps<number> & { scenicAreaID?: number }) {
  const [rows, setRows] = useState<TicketTypeOption[]>([]);
  useEffect(() => {
    let live = true;
    if (scenicAreaID === undefined) setRows([]);
    else
      ticketTypesOf(scenicAreaID)
        .then((r) => live && setRows(r))
        .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [scenicAreaID]);
  return (
    <Select<number>
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      options={rows.map((r) => ({ value: r.id, label: r.ticketTypeName }))}
      data-testid="price-difference-ticket-type"
    />
  );
}

export function PriceDifferenceForm() {
  const { t } = useTranslation();
  const scenicAreaID = Form.useWatch('scenicAreaID') as number | undefined;
  const label = (key: string) => t(`rules.priceDifference.${key}`);
  const item = fieldItem(rule, label);
  const stageDeps = STAGES.flatMap((i) => [
    ['stages', i, 'overtimeMinutes'],
    ['stages', i, 'amount'],
  ]);
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item {...item('name', isRequired(PriceDifferenceInput.shape.name))}>
            <Input maxLength={12} showCount data-testid="price-difference-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <ScenicAreaItem rule={rule(['scenicAreaID'])} />
        </Col>
        <Col span={12}>
          <Form.Item {...item('ticketTypeID')} label={label('ticketType')}>
            <TicketTypeSelect scenicAreaID={scenicAreaID} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('gracePeriod')}>
            <InputNumber min={0} precision={0} suffix={t('rules.common.minutes')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={label('stages')} required extra={label('stagesHint')}>
        <Space orientation="vertical" size={4}>
          {STAGES.map((i) => (
            <Space key={i} align="start">
              <Typography.Text className={styles.rowLabel}>
                {t('rules.priceDifference.stage', { n: i + 1 })}
              </Typography.Text>
              {(['overtimeMinutes', 'amount'] as const).map((key) => (
                <Form.Item
                  key={key}
                  name={['stages', i, key]}
                  rules={[rule(['stages', i, key])]}
                  dependencies={stageDeps.filter((p) => !(p[1] === i && p[2] === key))}
                  className={styles.cell}
                  style={{ marginBottom: 0 }}
                  {...(key === 'amount' ? moneyItem : {})}
                >
                  <InputNumber
                    precision={key === 'amount' ? 2 : 0}
                    placeholder={label(key)}
                    prefix={key === 'amount' ? '¥' : undefined}
                    suffix={key === 'overtimeMinutes' ? t('rules.common.minutes') : undefined}
                    style={{ width: 170 }}
                    data-testid={`stage-${i}-${key}`}
                  />
                </Form.Item>
              ))}
            </Space>
          ))}
        </Space>
      </Form.Item>
      <PriceDifferenceCalculator />
    </>
  );
}
