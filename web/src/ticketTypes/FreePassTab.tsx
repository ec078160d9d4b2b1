// Free-pass (ID-free) rules tab: minimum age, region keywords and pass mode, all required for the
// free-ID-card category (FreePassRule in domain); the form shows it only for that category.

import { Alert, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FreePassRule } from '../../../domain/ticketTypes/freePassRule.schema.ts';
import { PASS_MODES } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { FREE_PASS_AREA_MAX } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { zodFieldRule } from '../forms/zodRule.ts';
import { codeOptions } from './ticketTypeForm.ts';

type Key = keyof typeof FreePassRule.shape & string;

export function FreePassTab({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const item = (key: Key) => ({
    name: ['freePassRule', key],
    label: t(`ticketTypes.freePass.${key}`),
    required: active,
    // Checked only for the free-ID-card category; the other categories send no rule.
    rules: active ? [zodFieldRule(FreePassRule, key)] : [],
  });
  return (
    <>
      <Alert type="info" showIcon title={t('ticketTypes.freePass.hint')} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item {...item('minAge')}>
            <InputNumber min={0} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item {...item('passMode')}>
            <Select options={codeOptions(PASS_MODES, 'passModes', t)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('areaName')}>
            <Input.TextArea
              rows={3}
              maxLength={FREE_PASS_AREA_MAX}
              showCount
              placeholder={t('ticketTypes.freePass.areaNamePlaceholder')}
              data-testid="tt-free-area"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
