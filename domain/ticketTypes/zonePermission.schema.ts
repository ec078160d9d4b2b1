import { z } from 'zod';
import { ZONE_DIRECTIONS } from './ticketTypeCodes.ts';
import { codeIn, digits, Flag01, Id } from './ticketTypeFields.ts';

/**
 * Ticket zone permission (票种景点权限, spec 000 §3): where and how often a ticket type passes.
 * Counts of 0 mean unlimited; `useTimesByDay` may not exceed `useTimes` when that is limited.
 * An empty `deviceIDs` lets every gate of the zone admit the ticket.
 */
export const ZonePermissionFields = z
  .object({
    zoneID: Id,
    /** Bound gate devices of the zone (ids of devices). */
    deviceIDs: z.array(Id).max(200).default([]),
    /** Passes per day (6 digits, 0 = unlimited). */
    useTimesByDay: digits(6).default(0),
    /** Passes in total (6 digits, 0 = unlimited). */
    useTimes: digits(6).default(0),
    /** Days the ticket stays valid from its start (4 digits, 0 = the ticket type's validity). */
    ticketValidDays: digits(4).default(0),
    /** Minutes a timed ticket may stay after entering (4 digits, 0 = no limit). */
    ticketValidTime: digits(4).default(0),
    /** Pass schedule (time period group) whose periods admit the ticket; null = any time. */
    throughGroupID: Id.nullable().default(null),
    /** Billing rule of timed tickets in this zone. */
    billingRuleID: Id.nullable().default(null),
    /** Loaded to the sales screens (isloadedTicket). */
    isloadedTicket: Flag01.default(1),
    /** Minutes in total the ticket may spend in the zone (0 = no limit). */
    totalTime: digits(5).default(0),
    /** Days in total the ticket may be used in the zone (0 = no limit). */
    totalday: digits(5).default(0),
    /** In/out pairing: an entry must be followed by an exit before the next entry. */
    pair: Flag01.default(0),
    direction: codeIn(ZONE_DIRECTIONS).default(0),
  })
  .strict();

export function checkZonePermission(
  zone: { useTimes: number; useTimesByDay: number; deviceIDs: number[] },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  if (zone.useTimes > 0 && zone.useTimesByDay > zone.useTimes) {
    ctx.addIssue({
      code: 'custom',
      message: 'i18n:useTimesByDayAboveUseTimes',
      path: [...path, 'useTimesByDay'],
    });
  }
  zone.deviceIDs.forEach((id, i) => {
    if (zone.deviceIDs.indexOf(id) !== i) {
      ctx.addIssue({ code: 'custom', message: 'i18n:duplicateDevice', path: [...path, 'deviceIDs', i] });
    }
  });
}

export const ZonePermission = ZonePermissionFields.superRefine((zone, ctx) => checkZonePermission(zone, ctx));
export type ZonePermission = z.infer<typeof ZonePermission>;
export type ZonePermissionInput = z.input<typeof ZonePermission>;
