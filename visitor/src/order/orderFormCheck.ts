// The order forms' checks in the spec's order (002 §5): sale window, purchase limit, name, mobile,
// ID card (real-name types), then the time slot and the places left. The group form checks the
// sale window, the leader, the unit, the head count (5–200) and the quota. First problem wins.

import { idCardProblem } from '../../../domain/booking/idCardCheck.ts';
import {
  GROUP_MAX,
  GROUP_MIN,
  MOBILE_PATTERN,
  NAME_MAX,
  UNIT_MAX,
  UNLIMITED_PURCHASE,
} from '../../../domain/booking/visitorApi.schema.ts';
import type { PublicTicketType } from '../../../domain/ticketTypes/ticketType.schema.ts';
import type { MessageCode } from '../shared/messages.ts';

export type SaleFacts = Pick<PublicTicketType, 'saleStartTime' | 'saleEndTime' | 'limitCount'>;

export interface Line {
  type: SaleFacts;
  count: number;
}

export interface Person {
  name: string;
  mobile: string;
  idCard: string;
  /** The type is real-name (isRealName = 1): the ID card is required. */
  idCardRequired: boolean;
}

export interface AppointmentFacts extends Person {
  lines: readonly Line[];
  /** YYYY-MM-DD */
  playDate: string;
  today: string;
  /** The time now as HHMM. */
  nowHhmm: string;
  hasSlots: boolean;
  slot: { startPeriod: string; endPeriod: string } | null;
  /** Places left for the date (and slot); null when unlimited or not known. */
  remaining: number | null;
}

export interface GroupFacts extends Person {
  type: SaleFacts;
  playDate: string;
  unit: string;
  headCount: number | null;
  remaining: number | null;
}

/** Outside [saleStartTime, saleEndTime] when a sale start is set (dates compare as YYYY-MM-DD). */
export function outsideSaleWindow(type: SaleFacts, playDate: string): boolean {
  if (!type.saleStartTime) return false;
  const start = type.saleStartTime.slice(0, 10);
  const end = type.saleEndTime?.slice(0, 10);
  return playDate < start || (end !== undefined && playDate > end);
}

export function personProblem(p: Person): MessageCode | null {
  const name = p.name.trim();
  if (!name) return 'TOURIST_NAME_REQUIRED';
  if ([...name].length > NAME_MAX) return 'TOURIST_NAME_TOO_LONG';
  const mobile = p.mobile.trim();
  if (!mobile) return 'MOBILE_REQUIRED';
  if (!MOBILE_PATTERN.test(mobile)) return 'MOBILE_INVALID';
  const idCard = p.idCard.trim().toUpperCase();
  if (!idCard) return p.idCardRequired ? 'ID_CARD_REQUIRED' : null;
  return idCardProblem(idCard);
}

export function appointmentProblem(f: AppointmentFacts): MessageCode | null {
  if (f.lines.some((line) => outsideSaleWindow(line.type, f.playDate))) return 'OUTSIDE_SALE_WINDOW';
  if (f.lines.some((line) => line.count > (line.type.limitCount || UNLIMITED_PURCHASE))) {
    return 'OVER_PURCHASE_LIMIT';
  }
  const person = personProblem(f);
  if (person) return person;
  if (f.hasSlots) {
    if (!f.slot) return 'SLOT_REQUIRED';
    if (f.playDate === f.today && f.slot.endPeriod < f.nowHhmm) return 'SLOT_PAST';
  }
  const count = f.lines.reduce((sum, line) => sum + line.count, 0);
  if (f.remaining !== null && count > f.remaining) return 'NOT_ENOUGH_PLACES';
  return null;
}

export function groupProblem(f: GroupFacts): MessageCode | null {
  if (outsideSaleWindow(f.type, f.playDate)) return 'OUTSIDE_SALE_WINDOW';
  const person = personProblem(f);
  if (person) return person;
  const unit = f.unit.trim();
  if (!unit) return 'UNIT_REQUIRED';
  if ([...unit].length > UNIT_MAX) return 'UNIT_TOO_LONG';
  if (f.headCount === null || f.headCount < GROUP_MIN || f.headCount > GROUP_MAX) return 'GROUP_SIZE_RANGE';
  if (f.remaining !== null && f.headCount > f.remaining) return 'GROUP_OVER_QUOTA';
  return null;
}

/** The appointment's time range: the slot's, else the whole day (00:00:01 to 23:59:59). */
export function appointmentTimes(
  playDate: string,
  slot: { startPeriod: string; endPeriod: string } | null,
): { start: string; end: string } {
  if (!slot) return { start: `${playDate} 00:00:01`, end: `${playDate} 23:59:59` };
  const at = (hhmm: string) => `${playDate} ${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}:00`;
  return { start: at(slot.startPeriod), end: at(slot.endPeriod) };
}
