// The frame of the window's card screens: the scenic area, a card number (swiped or typed, Enter
// finds it), the card as it is now, and the screen's own actions below it, which hand back the card
// as the server answers it after the action.
import { Alert, Card, Descriptions, Input, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardView } from '../../../domain/cards/card.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { money } from '../sales/saleLabels.ts';
import { ownScenicArea } from '../sales/useSellOptions.ts';
import { findCard } from './cardsApi.ts';

export interface DeskProps {
  title: string;
  children: (card: CardView, scenicAreaID: number, show: (card: CardView) => void) => ReactNode;
}

export function CardSummary({ card }: { card: CardView }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`cards.common.${key}`);
  const validity = card.validFrom ? `${card.validFrom} ~ ${card.validTo}` : c('notActivatedYet');
  return (
    <Descriptions size="small" bordered column={2} data-testid="card-summary">
      <Descriptions.Item label={c('cardNo')}>{card.cardNo}</Descriptions.Item>
      <Descriptions.Item label={c('type')}>{card.ticketTypeName}</Descriptions.Item>
      <Descriptions.Item label={c('status')}>
        <Tag color={card.status === 'active' ? 'green' : 'red'} data-testid="card-status">
          {c(`statuses.${card.status}`)}
        </Tag>
        {card.expired && <Tag color="orange">{c('expired')}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={c('balance')}>
        <span data-testid="card-balance">{money(card.balance)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={c('holder')}>
        {card.holder ? `${card.holder.name} ${card.holder.mobile}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={c('validity')}>{validity}</Descriptions.Item>
      {card.replacedBy && <Descriptions.Item label={c('replacedBy')}>{card.replacedBy}</Descriptions.Item>}
      {card.replacedFrom && (
        <Descriptions.Item label={c('replacedFrom')}>{card.replacedFrom}</Descriptions.Item>
      )}
    </Descriptions>
  );
}

export function CardDesk({ title, children }: DeskProps) {
  const { t } = useTranslation();
  const [scenicAreaID, setScenicAreaID] = useState<number | undefined>(ownScenicArea);
  const [card, setCard] = useState<CardView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async (cardNo: string) => {
    setCard(null);
    setError(null);
    if (!cardNo.trim()) return;
    try {
      setCard(await findCard(cardNo.trim()));
    } catch (err) {
      setError(failureText(err, t('cards.common.loadFailed')));
    }
  };
  return (
    <Card title={title}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <ScenicAreaSelect value={scenicAreaID} onChange={setScenicAreaID} style={{ width: 200 }} />
          <Input.Search
            placeholder={t('cards.common.cardNoPlaceholder')}
            enterButton={t('cards.common.find')}
            maxLength={24}
            allowClear
            style={{ width: 360 }}
            onSearch={find}
            data-testid="card-lookup"
          />
        </Space>
        {error && <Alert type="error" showIcon message={error} data-testid="card-error" />}
        {card && <CardSummary card={card} />}
        {card && scenicAreaID !== undefined && children(card, scenicAreaID, setCard)}
      </Space>
    </Card>
  );
}
