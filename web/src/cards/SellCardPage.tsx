// Sell a membership card (售会员卡, spec 001 §2, §5): card type, card number (≤ 24, no Chinese; with
// the ID-card medium the ID number is the card number), name (≤ 12), mobile, ID (≤ 18), a face photo
// where the type needs one; period cards may be sold not activated. Rules from CardHolderFields.
import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardHolderFields, type CardTypeOption, type CardView } from '../../../domain/cards/card.schema.ts';
import { TICKET_MEDIA } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { zodRule } from '../forms/zodRule.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { HolderPhoto } from '../sales/HolderPhoto.tsx';
import { money } from '../sales/saleLabels.ts';
import { ownScenicArea } from '../sales/useSellOptions.ts';
import { CardSummary } from './CardDesk.tsx';
import { type CardPayMethod, cardPaymentOf } from './cardPayment.ts';
import { cardOptions } from './cardsApi.ts';
import { MoneyFields } from './MoneyFields.tsx';
import { useCardCommand } from './useCardCommand.ts';

type Values = {
  ticketTypeID: number;
  cardNo: string;
  name: string;
  mobile: string;
  idNumber: string;
  photoId: string | null;
  activateNow: boolean;
  method: CardPayMethod;
};
const F = CardHolderFields.shape;

export default function SellCardPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [scenicAreaID, setScenicAreaID] = useState<number | undefined>(ownScenicArea);
  const [types, setTypes] = useState<CardTypeOption[]>([]);
  const [sold, setSold] = useState<CardView | null>(null);
  const { busy, send } = useCardCommand(setSold);
  useEffect(() => {
    if (scenicAreaID !== undefined) void cardOptions(scenicAreaID).then(setTypes, () => setTypes([]));
  }, [scenicAreaID]);
  const chosenId = Form.useWatch('ticketTypeID', form);
  const type = types.find((x) => x.id === chosenId);
  const byId = type !== undefined && TICKET_MEDIA[type.medium] === 'idCard';
  const c = (key: string) => t(`cards.common.${key}`);
  const sell = async () => {
    const v = await form.validateFields();
    const price = type?.ticketPrice ?? 0;
    await send(
      'sell',
      {
        scenicAreaID,
        ticketTypeID: v.ticketTypeID,
        cardNo: byId ? v.idNumber : v.cardNo,
        name: v.name,
        mobile: v.mobile,
        idNumber: v.idNumber ?? '',
        photoId: v.photoId ?? null,
        activateNow: v.activateNow,
        payment: cardPaymentOf(v.method, price),
      },
      (card) => t('cards.sell.sold', { cardNo: card.cardNo }),
    );
  };
  return (
    <Card title={t('cards.sell.title')}>
      <Space align="start" size="large" wrap>
        <Form
          form={form}
          layout="vertical"
          onFinish={sell}
          initialValues={{ activateNow: true }}
          style={{ width: 420 }}
        >
          <Form.Item label={c('scenicArea')}>
            <ScenicAreaSelect value={scenicAreaID} onChange={setScenicAreaID} />
          </Form.Item>
          <Form.Item
            name="ticketTypeID"
            label={c('type')}
            rules={[{ required: true, message: t('cards.sell.chooseType') }]}
          >
            <Select
              data-testid="card-type"
              options={types.map((x) => ({
                value: x.id,
                label: `${x.ticketTypeName} ${money(x.ticketPrice)}`,
              }))}
            />
          </Form.Item>
          {!byId && (
            <Form.Item name="cardNo" label={c('cardNo')} rules={[zodRule(F.cardNo)]} required>
              <Input maxLength={24} data-testid="card-no" />
            </Form.Item>
          )}
          <Form.Item name="name" label={c('name')} rules={[zodRule(F.name)]} required>
            <Input maxLength={12} data-testid="card-name" />
          </Form.Item>
          <Form.Item name="mobile" label={c('mobile')} rules={[zodRule(F.mobile)]} required>
            <Input maxLength={11} data-testid="card-mobile" />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label={c('idNumber')}
            rules={[zodRule(F.idNumber, (v) => v ?? '')]}
            extra={byId ? t('cards.sell.idIsCardNo') : undefined}
            required={byId}
          >
            <Input maxLength={18} data-testid="card-id-number" />
          </Form.Item>
          {type?.needsPhoto && (
            <Form.Item name="photoId" label={t('cards.sell.photo')} required>
              <HolderPhoto testId="card-photo" />
            </Form.Item>
          )}
          <Form.Item name="activateNow" valuePropName="checked">
            <Checkbox>{t('cards.sell.activateNow')}</Checkbox>
          </Form.Item>
          <Form.Item label={t('cards.sell.price')}>{money(type?.ticketPrice ?? 0)}</Form.Item>
          <MoneyFields amount={false} />
          <Button type="primary" htmlType="submit" loading={busy} data-testid="card-sell">
            {t('cards.sell.submit')}
          </Button>
        </Form>
        {sold && <CardSummary card={sold} />}
      </Space>
    </Card>
  );
}
