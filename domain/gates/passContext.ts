// What a gate decision needs beyond the ticket's own stream (issue 13): the device, its zone, the
// area's calendar and the master-data rules, all resolved by the use case (commands/gates/) and
// passed in, so the rules (passRules.ts) stay pure and judge by `now` alone.
import type { ScheduleDay, StoredPeriods } from '../masterData/passSchedule.schema.ts';
import type { BillingRule } from '../rules/billingRule.schema.ts';
import type { OvertimePricing } from '../sales/ticketPriceDifference.ts';
import type { GateRequest } from './gateEvents.ts';

export interface GateDevice {
  id: number;
  deviceNo: string;
  name: string;
  scenicAreaId: number;
  zoneId: number;
  zoneName: string;
  /** The device's lane (devices.direction): 0 enter, 1 out. */
  lane: 0 | 1;
  /** 0 normal, 1 normally open, 2 normally closed. */
  doorMode: 0 | 1 | 2;
  moduleType: number;
}

export interface PassContext {
  /** The server's time of the decision (the device's clock is recorded, never trusted). */
  now: Date;
  /** The area's local date and time of `now` (YYYY-MM-DD, HH:mm) and its weekday. */
  today: string;
  localTime: string;
  weekday: Exclude<ScheduleDay, 'holiday'>;
  /** `today` falls in one of the area's holiday ranges. */
  holiday: boolean;
  device: GateDevice;
  request: GateRequest;
  /** The area's pass schedules by id (a zone permission's throughGroupID names one). */
  schedules: ReadonlyMap<number, StoredPeriods>;
  /** The device's zone: its capacity (LimitEnable / LimitCount) and the people inside it now. */
  zone: { limitEnable: boolean; limitCount: number; inside: number };
  /** The area's enabled verification categories by ticket type (0 none, 1 face, 2 count, 3 timing). */
  verificationModes: ReadonlyMap<number, 0 | 1 | 2 | 3>;
  /** How a timed ticket's overtime is priced in this zone (kind 'none': not timed / no rule). */
  overtime: OvertimePricing;
  /**
   * The area's enabled billing rules by id, its holidays and time zone: what prices the stay of a
   * stored-value card of a timed type when it leaves (domain/cards/cardStay.ts). Tickets ignore it.
   */
  stayBilling: StayBilling;
}

export interface StayBilling {
  rules: ReadonlyMap<number, BillingRule>;
  holidays: readonly { startDate: string; endDate: string }[];
  timeZone: string;
}
