// Matches and prices every tourist of an order on the server (issue 15: "never trust the client's
// prices"): the matched ticket type, its price, the age and the reasons replace whatever the page
// sent. Pure; the catalogue is read once per request.
import { DomainError } from '../decider.ts';
import { SUPPORTING_TEXT } from './agencyCodes.ts';
import type { OrderStatistics, OrderTourist } from './agencyOrder.schema.ts';
import type { MatchCatalog } from './ticketMatcher.ts';
import { matchTourist } from './ticketMatcher.ts';
import type { TouristRow } from './touristRow.schema.ts';

/** One tourist matched and priced (refuses NO_ORDINARY_TICKET_TYPE when nothing fits). */
export function priceTourist(
  catalog: MatchCatalog,
  tourist: TouristRow,
  priorityId: number | null,
  playDate: string,
): { tourist: OrderTourist; match: ReturnType<typeof matchTourist> } {
  const match = matchTourist(
    catalog,
    {
      certificateType: tourist.certificateType,
      idNumber: tourist.IDCard,
      height: tourist.height,
      supportingMaterials: tourist.supportingMaterials,
      playDate,
    },
    priorityId,
  );
  const type = match.matchTicketType;
  if (!type) throw new DomainError('NO_ORDINARY_TICKET_TYPE');
  return {
    match,
    tourist: {
      ...tourist,
      ticketTypeID: type.id,
      ticketTypeName: type.ticketTypeName,
      isConcession: type.isConcession,
      ticketPrice: type.ticketPrice,
      age: match.IDInfo.age,
      supportingMaterialsText: SUPPORTING_TEXT[Number(tourist.supportingMaterials)] ?? '',
      matchingDetails: JSON.stringify(match.reasons),
    },
  };
}

/** People, amount and counts per ticket type of priced tourists. */
export function statisticsOf(tourists: readonly OrderTourist[]): OrderStatistics {
  const byType = new Map<number, OrderStatistics['byTicketType'][number]>();
  let orderAmount = 0;
  for (const t of tourists) {
    orderAmount += t.ticketPrice;
    const line = byType.get(t.ticketTypeID) ?? {
      ticketTypeID: t.ticketTypeID,
      ticketTypeName: t.ticketTypeName,
      isConcession: t.isConcession,
      count: 0,
      amount: 0,
    };
    line.count += 1;
    line.amount += t.ticketPrice;
    byType.set(t.ticketTypeID, line);
  }
  return { orderPeopleNum: tourists.length, orderAmount, byTicketType: [...byType.values()] };
}
