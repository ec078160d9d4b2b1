import { useTranslation } from 'react-i18next';
import type { PublicTicketType } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { Empty, LoadFailed, Loading } from '../shared/Status.tsx';
import type { Loaded } from '../shared/useLoad.ts';
import { TicketCard } from './TicketCard.tsx';
import type { useTicketChoice } from './useTicketChoice.ts';

/** A list page's cards with their loading, failed and empty states. */
export function TicketCardList({
  list,
  types,
  choice,
  onRetry,
}: {
  list: Loaded<unknown>;
  types: readonly PublicTicketType[];
  choice: ReturnType<typeof useTicketChoice>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'failed') return <LoadFailed error={list.error} onRetry={onRetry} />;
  if (types.length === 0) return <Empty text={t('tickets.none')} />;
  return (
    <>
      {types.map((type) => (
        <TicketCard
          key={type.id}
          type={type}
          count={choice.counts[type.id] ?? 0}
          max={choice.max}
          onCount={(n) => choice.change(type.id, n)}
          onBook={() => choice.book(type.id)}
        />
      ))}
    </>
  );
}
