// Up to five priced periods (start, end, unit price) of one day kind — weekday, weekend or holiday —
// each cell checked with the whole billing rule, so overlaps and an end before its start show
// under the period that causes them, in the words the server uses.

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useTranslation } from 'react-i18next';
import { MAX_PERIODS } from '../../../domain/rules/ruleFields.ts';
import { moneyItem, type Path, timeItem } from './ruleForm.ts';
import styles from './rules.module.css';

const SLOTS = Array.from({ length: MAX_PERIODS }, (_, i) => i);

export const emptyPeriod = () => ({ start: undefined, end: undefined, unitPrice: 0 });

interface Props {
  /** Where the list sits in the form (`['periods']`, `['holiday', 'periods']`). */
  name: Path;
  /** Rows that cannot be removed (the required start period). */
  min: number;
  /** The rule checking the cell at `path`. */
  rule: (path: Path) => Rule;
}

export function PeriodList({ name, min, rule }: Props) {
  const { t } = useTranslation();
  const testId = name.join('-');
  // Every cell depends on every other cell of the list: an overlap involves two periods.
  const siblings = SLOTS.flatMap((j) => [
    [...name, j, 'start'],
    [...name, j, 'end'],
  ]);
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid={`${testId}-list`}>
          {rows.map((row, i) => {
            const cell = (key: 'start' | 'end') => (
              <Form.Item
                name={[row.name, key]}
                {...timeItem}
                rules={[rule([...name, i, key])]}
                dependencies={siblings.filter((p) => !(p[name.length] === i && p[name.length + 1] === key))}
                className={styles.cell}
                style={{ width: 90, marginBottom: 0 }}
              >
                <Input
                  placeholder={t(`rules.common.${key}`)}
                  maxLength={5}
                  style={{ width: 90 }}
                  data-testid={`${testId}-${i}-${key}`}
                />
              </Form.Item>
            );
            return (
              <Space key={row.key} align="start">
                <span className={styles.rowLabel}>{t('rules.billing.period', { n: i + 1 })}</span>
                {cell('start')}
                <span style={{ lineHeight: '32px' }}>–</span>
                {cell('end')}
                <Form.Item
                  name={[row.name, 'unitPrice']}
                  {...moneyItem}
                  rules={[rule([...name, i, 'unitPrice'])]}
                  className={styles.cell}
                  style={{ width: 130, marginBottom: 0 }}
                >
                  <InputNumber
                    min={0}
                    precision={2}
                    prefix="¥"
                    placeholder={t('rules.billing.unitPrice')}
                    style={{ width: 130 }}
                    data-testid={`${testId}-${i}-price`}
                  />
                </Form.Item>
                {i >= min && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('rules.common.removeRow')}
                    onClick={() => remove(row.name)}
                  />
                )}
              </Space>
            );
          })}
          {rows.length < MAX_PERIODS && (
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add(emptyPeriod())}
              data-testid={`${testId}-add`}
            >
              {t('rules.common.addRow')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
