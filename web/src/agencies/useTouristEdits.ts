// Adding, editing and deleting tourists of step 3 (spec 002 §4, §8): each added or edited tourist
// is matched again (its ticket type and price may change); the statistics follow from the list.
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { matchTourist } from './agencyApi.ts';
import { type DraftTourist, pricedTourist } from './orderDraftModel.ts';

interface MatchContext {
  travelAgencyID: number;
  ticketTypeID: number | null;
  playDate?: string;
}

export function useTouristEdits(initial: DraftTourist[], at: () => MatchContext) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tourists, setTourists] = useState(initial);

  const priced = async (row: TouristRow, key: string) =>
    pricedTourist(row, await matchTourist(row, at()), key);

  const add = async (row: TouristRow) => {
    try {
      const tourist = await priced(row, `n${crypto.randomUUID()}`);
      setTourists((list) => [...list, tourist]);
      void message.success(t('agencies.tourist.addSuccess'), 3);
      return true;
    } catch (err) {
      void message.error(`${t('agencies.tourist.addFailed')} ${failureText(err, '')}`, 5);
      return false;
    }
  };

  const edit = async (key: string, row: TouristRow) => {
    try {
      const tourist = await priced(row, key);
      setTourists((list) => list.map((x) => (x.key === key ? tourist : x)));
      void message.success(t('agencies.tourist.editSuccess'), 3);
      return true;
    } catch (err) {
      void message.error(failureText(err, t('agencies.common.generic')), 5);
      return false;
    }
  };

  const remove = (key: string) => setTourists((list) => list.filter((x) => x.key !== key));

  return { tourists, add, edit, remove };
}
