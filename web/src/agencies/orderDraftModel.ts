// The order being built in the wizard's step 3 (spec 002 §3, §4): priced tourists, the statistics
// recomputed after every add / edit / delete, the three ticket tabs with search, and the
// save / submit payload (status 0 draft, 1 submitted).
import {
  AGENCY_ORDER_STATUS,
  AGENCY_PAY_TYPES,
  SUPPORTING_TEXT,
} from '../../../domain/agencies/agencyCodes.ts';
import type {
  AgencyOrderDetail,
  ImportCreateOrderDraft,
  OrderStatistics,
  OrderTourist,
} from '../../../domain/agencies/agencyOrder.schema.ts';
import type { OrderInfo, OrderInfoInput } from '../../../domain/agencies/orderInfo.schema.ts';
import { MatchReason, type MatchResult } from '../../../domain/agencies/ticketMatch.schema.ts';
import type { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';

/** A priced tourist of the draft: `key` tells rows apart, `reasons` are the match's words. */
export type DraftTourist = OrderTourist & { key: string; reasons: string[] };

export const TICKET_TABS = ['all', 'concession', 'ordinary'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

/** Words for a stored match reason (a MATCH_* code and its parameters) in the screen's language. */
export type ReasonText = (reason: MatchReason) => string;

/** The stored match reasons of a tourist (matchingDetails, JSON), in words; none when unreadable. */
function reasonsOf(matchingDetails: string, reasonText?: ReasonText): string[] {
  if (!reasonText) return [];
  try {
    const parsed = MatchReason.array().safeParse(JSON.parse(matchingDetails));
    return parsed.success ? parsed.data.map(reasonText) : [];
  } catch {
    return [];
  }
}

/** A saved order's tourists as the draft holds them, their match words from the stored reasons. */
export const draftTourists = (tourists: readonly OrderTourist[], reasonText?: ReasonText): DraftTourist[] =>
  tourists.map((x, i) => ({ ...x, key: `s${i}`, reasons: reasonsOf(x.matchingDetails, reasonText) }));

/** What step 3 starts from: the order information, the priced tourists, the uploaded head count. */
export interface GeneratedOrder {
  info: OrderInfoInput | null;
  tourists: DraftTourist[];
  /** The head count of the uploaded file before edits (sent on submit as originalOrderPeopleCount). */
  uploadedPeople: number;
}

/** A saved draft opened again in the wizard: its order, its priority type, at step 3. */
export function reopenedDraft(
  draft: AgencyOrderDetail,
  reasonText?: ReasonText,
): { order: GeneratedOrder & { info: OrderInfo }; priority: number | null } {
  const { originalOrderPeopleCount, ...baseInfo } = draft.baseInfo;
  return {
    priority: draft.priorityTicketTypeID,
    order: {
      info: {
        playStartTime: draft.playStartTime,
        playEndTime: draft.playEndTime,
        payType: draft.payType === AGENCY_PAY_TYPES.cash ? AGENCY_PAY_TYPES.cash : AGENCY_PAY_TYPES.onAccount,
        guideName: draft.guideName,
        guideMobile: draft.guideMobile,
        guideIDCard: draft.guideIDCard,
        baseInfo,
      },
      tourists: draftTourists(draft.touristList, reasonText),
      uploadedPeople: originalOrderPeopleCount ?? draft.peopleCount,
    },
  };
}

/** A checked tourist priced by its match. */
export function pricedTourist(row: TouristRow, match: MatchResult, key: string): DraftTourist {
  const type = match.matchTicketType;
  return {
    ...row,
    key,
    ticketTypeID: type.id,
    ticketTypeName: type.ticketTypeName,
    isConcession: type.isConcession,
    ticketPrice: type.ticketPrice,
    age: match.IDInfo.age,
    supportingMaterialsText: SUPPORTING_TEXT[Number(row.supportingMaterials)] ?? '',
    matchingDetails: JSON.stringify(match.reasons),
    reasons: match.matchResult,
  };
}

/** People, amount and count per ticket type, in the order the types first appear. */
export function statisticsOf(tourists: readonly OrderTourist[]): OrderStatistics {
  const byType = new Map<number, OrderStatistics['byTicketType'][number]>();
  for (const x of tourists) {
    const line = byType.get(x.ticketTypeID) ?? {
      ticketTypeID: x.ticketTypeID,
      ticketTypeName: x.ticketTypeName,
      isConcession: x.isConcession,
      count: 0,
      amount: 0,
    };
    line.count += 1;
    line.amount += x.ticketPrice;
    byType.set(x.ticketTypeID, line);
  }
  return {
    orderPeopleNum: tourists.length,
    orderAmount: tourists.reduce((sum, x) => sum + x.ticketPrice, 0),
    byTicketType: [...byType.values()],
  };
}

const inTab = (tab: TicketTab, x: OrderTourist) => tab === 'all' || (tab === 'concession') === x.isConcession;

/** The rows of a tab whose name, certificate number or mobile contains `search`. */
export function touristsOf(
  tourists: readonly DraftTourist[],
  tab: TicketTab,
  search: string,
): DraftTourist[] {
  const needle = search.trim().toUpperCase();
  return tourists.filter(
    (x) =>
      inTab(tab, x) &&
      (needle === '' || [x.name, x.IDCard, x.mobile].some((v) => v.toUpperCase().includes(needle))),
  );
}

export interface PayloadInput {
  requestId: string;
  travelAgencyID: number;
  accountID: number;
  priorityTicketTypeID: number | null;
  info: OrderInfo;
  tourists: readonly DraftTourist[];
  /** The head count of the uploaded file before edits (sent on submit). */
  uploadedPeople: number;
  submit: boolean;
  /** A saved draft to submit or replace. */
  orderNo?: string;
}

/** The importCreateOrder body (spec 002 §3 "Agency save/submit payload"). */
export function orderPayload(input: PayloadInput): ImportCreateOrderDraft {
  const { info, submit } = input;
  return {
    requestId: input.requestId,
    ...(input.orderNo ? { orderNo: input.orderNo } : {}),
    travelAgencyID: input.travelAgencyID,
    accountID: input.accountID,
    priorityTicketTypeID: input.priorityTicketTypeID,
    orderAmount: statisticsOf(input.tourists).orderAmount,
    orderStatus: submit ? AGENCY_ORDER_STATUS.submitted : AGENCY_ORDER_STATUS.draft,
    playStartTime: info.playStartTime,
    playEndTime: info.playEndTime,
    payType: info.payType,
    guideName: info.guideName,
    guideMobile: info.guideMobile,
    guideIDCard: info.guideIDCard,
    baseInfo: submit ? { ...info.baseInfo, originalOrderPeopleCount: input.uploadedPeople } : info.baseInfo,
    touristList: input.tourists.map(({ key: _key, reasons: _reasons, ...tourist }) => tourist),
  };
}
