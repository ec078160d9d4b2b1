// Basic tab of the ticket type form: name, prices (yuan), medium, fee method, category, validity,
// limits, sale platforms, photo and switches. Rules come from TicketTypeFields (domain).

import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TicketTypeFields } from '../../../domain/ticketTypes/ticketType.schema.ts';
import {
  FEE_METHODS,
  SALE_PLATFORMS,
  STARTING_TYPE,
  STARTING_TYPES,
  TICKET_CATE,
  TICKET_CATES,
  TICKET_MEDIA,
} from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { MAX_PRICE_YUAN, yuanToFen } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import type { FormOption as Option } from '../../../domain/ticketTypes/ticketTypeOptions.schema.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import { PhotoUpload } from './PhotoUpload.tsx';
import { codeOptions, dateItem, draftRule, flagItem } from './ticketTypeForm.ts';

type Key = keyof typeof TicketTypeFields.shape & string;

const rule = (key: Key) => zodFieldRule(TicketTypeFields, key);
const required = (key: Key) => isRequired(TicketTypeFields.shape[key]);
const toFen = (value: unknown) => (typeof value === 'number' ? yuanToFen(value) : undefined);

/** A warning, not a refusal: selling above the struck-through display price is odd but allowed. */
const priceAboveDisplay =
  (t: TFunction): Rule =>
  ({ getFieldValue }) => ({
    warningOnly: true,
    validator: async (_rule, price: unknown) => {
      const display: unknown = getFieldValue('ticketDisplayPrice');
      if (typeof price === 'number' && typeof display === 'number' && price > display)
        throw new Error(t('ticketTypes.priceAboveDisplay'));
    },
  });

/** `cates`: the kinds the category may be (a card entry's); null: every kind. */
export function BasicTab({ scenicAreas, cates }: { scenicAreas: Option[]; cates: readonly number[] | null }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`ticketTypes.fields.${key}`);
  const item = (key: Key) => ({ name: key, label: label(key), required: required(key), rules: [rule(key)] });
  const money = (key: Key) => ({ ...item(key), rules: [zodFieldRule(TicketTypeFields, key, toFen)] });
  const startingType = Form.useWatch('ticketTypeStartingType');
  const cate = Form.useWatch('ticketCate');
  // The custom month and year cards count months or years in ticketUseDays.
  const countsPeriods = cate === TICKET_CATE.customMonth || cate === TICKET_CATE.customYear;
  const needsDate = startingType === STARTING_TYPE.custom || startingType === STARTING_TYPE.byDeadline;
  // No `min`: InputNumber would turn −5 into 0 without a word; the schema's rule refuses it instead.
  const yuan = (
    <InputNumber
      max={MAX_PRICE_YUAN}
      precision={2}
      step={1}
      suffix={t('ticketTypes.yuan')}
      style={{ width: '100%' }}
    />
  );

  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item {...item('scenicAreaID')}>
          <Select
            options={scenicAreas.map((a) => ({ value: a.id, label: a.name }))}
            data-testid="tt-scenic-area"
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item {...item('ticketTypeName')}>
          <Input maxLength={16} showCount data-testid="tt-name" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item {...money('ticketDisplayPrice')}>{yuan}</Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          {...money('ticketPrice')}
          dependencies={['ticketDisplayPrice']}
          rules={[zodFieldRule(TicketTypeFields, 'ticketPrice', toFen), priceAboveDisplay(t)]}
        >
          {yuan}
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item {...item('ticketMedium')}>
          <Select options={codeOptions(TICKET_MEDIA, 'media', t)} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item {...item('ticketFeeMethod')}>
          <Select options={codeOptions(FEE_METHODS, 'feeMethods', t)} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item {...item('ticketCate')}>
          <Select
            options={codeOptions(TICKET_CATES, 'cates', t, cates)}
            virtual={false}
            data-testid="tt-cate"
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item {...item('ticketTypeStartingType')}>
          <Select options={codeOptions(STARTING_TYPES, 'startingTypes', t)} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          {...dateItem}
          name="ticketTypeStartingDate"
          label={label('ticketTypeStartingDate')}
          required={needsDate}
          dependencies={['ticketTypeStartingType']}
          rules={[rule('ticketTypeStartingDate'), draftRule(['ticketTypeStartingDate'])]}
        >
          <DatePicker disabled={!needsDate} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          {...item('ticketUseDays')}
          // A card kind's period must be one a card can be sold for (checkTicketType).
          dependencies={['ticketCate']}
          rules={[rule('ticketUseDays'), draftRule(['ticketUseDays'])]}
          extra={countsPeriods ? t('ticketTypes.cardViews.useDaysHint') : null}
        >
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item {...item('limitCount')} tooltip={label('limitCountHint')}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item {...money('patchCard')}>{yuan}</Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item {...item('refundRuleID')} normalize={(v) => v ?? null}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item {...item('salePlatforms')} rules={[rule('salePlatforms'), draftRule(['salePlatforms'])]}>
          <Checkbox.Group
            options={codeOptions(SALE_PLATFORMS, 'salePlatforms', t).map((o, i) => ({
              ...o,
              value: SALE_PLATFORMS[i]!,
            }))}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item {...item('headPhoto')} extra={t('ticketTypes.photo.hint')}>
          <PhotoUpload />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item {...item('ticketAudioEnable')} {...flagItem}>
          <Switch />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item {...item('isEnable')} {...flagItem}>
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
