// The holders of real-name tickets: name, ID number and mobile for each ticket (one for a ticket for
// many people), and a face photo when the type asks for one. Rules come from the Tourist schema.

import { Card, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoId, Tourist } from '../../../domain/sales/sale.schema.ts';
import { zodFieldRule, zodRule } from '../forms/zodRule.ts';
import { type CartLine, canOneTicketForMany, holderKey, holdersNeeded, type TypesById } from './cartModel.ts';
import { HolderPhoto } from './HolderPhoto.tsx';

const RULES = {
  name: [zodFieldRule(Tourist, 'name')],
  idNumber: [zodFieldRule(Tourist, 'idNumber')],
  mobile: [zodFieldRule(Tourist, 'mobile', (v) => (typeof v === 'string' ? v.trim() : ''))],
  // An empty photo fails the pattern, whose message asks for the upload.
  photoId: [zodRule(PhotoId, (v) => (typeof v === 'string' ? v : ''))],
};

interface Props {
  lines: readonly CartLine[];
  types: TypesById;
  oneForMany: boolean;
  disabled?: boolean;
}

export function HolderFields({ lines, types, oneForMany, disabled }: Props) {
  const { t } = useTranslation();
  const one = oneForMany && canOneTicketForMany(lines, types);
  const asked = lines
    .map((line) => ({ line, type: types.get(line.ticketTypeID) }))
    .map(({ line, type }) => ({ line, type, needed: holdersNeeded(line, type, one) }))
    .filter((x) => x.needed > 0);
  if (asked.length === 0) return null;
  const label = (key: string) => t(`sales.sell.${key}`);
  return (
    <Card size="small" title={label('holders')} data-testid="sell-holders" style={{ marginTop: 16 }}>
      {asked.map(({ line, type, needed }) =>
        Array.from({ length: needed }, (_, i) => {
          const path = (field: string) => ['holders', holderKey(line.ticketTypeID), i, field];
          const testId = (field: string) => `holder-${line.ticketTypeID}-${i}-${field}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the i-th holder of a line is that position's inputs
            <div key={`${line.ticketTypeID}-${i}`}>
              <Typography.Text strong>
                {t('sales.sell.holderN', { type: type?.ticketTypeName ?? '', n: i + 1 })}
              </Typography.Text>
              <Row gutter={12} style={{ marginTop: 8 }}>
                <Col xs={24} md={type?.needsPhoto ? 6 : 8}>
                  <Form.Item name={path('name')} label={label('name')} rules={RULES.name} required>
                    <Input maxLength={12} disabled={disabled} data-testid={testId('name')} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={type?.needsPhoto ? 8 : 9}>
                  <Form.Item
                    name={path('idNumber')}
                    label={label('idNumber')}
                    rules={RULES.idNumber}
                    required
                  >
                    <Input maxLength={18} disabled={disabled} data-testid={testId('idNumber')} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={type?.needsPhoto ? 6 : 7}>
                  <Form.Item name={path('mobile')} label={label('mobile')} rules={RULES.mobile}>
                    <Input maxLength={11} disabled={disabled} data-testid={testId('mobile')} />
                  </Form.Item>
                </Col>
                {type?.needsPhoto ? (
                  <Col xs={24} md={4}>
                    <Form.Item name={path('photoId')} label={label('photo')} rules={RULES.photoId} required>
                      <HolderPhoto testId={testId('photo')} />
                    </Form.Item>
                  </Col>
                ) : null}
              </Row>
            </div>
          );
        }),
      )}
    </Card>
  );
}
