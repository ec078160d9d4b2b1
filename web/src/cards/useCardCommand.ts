// Sends a card command with a fresh request id, says how it went, and hands back the card after it.
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardView } from '../../../domain/cards/card.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { newRequestId } from '../sales/cartModel.ts';
import { cardCommand } from './cardsApi.ts';

export function useCardCommand(onDone: (card: CardView) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (action: string, body: Record<string, unknown>, success: (card: CardView) => string) => {
    setBusy(true);
    try {
      const card = await cardCommand(action, { requestId: newRequestId(), ...body } as never);
      void message.success(success(card));
      onDone(card);
      return card;
    } catch (err) {
      void message.error(failureText(err, t('cards.common.failed')));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
