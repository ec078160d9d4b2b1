// Remaining uses of a ticket, zone by zone: the ticket type's zone permissions as TicketIssued
// copied them (useTimes in total, useTimesByDay per day, 0 = unlimited), less what write-offs at the
// window and gate entries spent. The window's write-off and issue 13's gates spend the same passes,
// through `spend`, so neither can take a pass the other already took.
import type { z } from 'zod';
import type { ZonePermissionFields } from '../ticketTypes/zonePermission.schema.ts';

type ZonePermission = z.infer<typeof ZonePermissionFields>;

export interface ZoneUses {
  zoneId: number;
  /** Passes in total (null: unlimited). */
  limit: number | null;
  /** Passes per day (null: unlimited). */
  perDay: number | null;
  /** Passes spent in total, and by local day (YYYY-MM-DD). */
  spent: number;
  spentOn: Readonly<Record<string, number>>;
}

/** The zone uses of a newly issued ticket: nothing spent. */
export const zoneUsesOf = (zones: readonly ZonePermission[]): ZoneUses[] =>
  zones.map((z) => ({
    zoneId: z.zoneID,
    limit: z.useTimes > 0 ? z.useTimes : null,
    perDay: z.useTimesByDay > 0 ? z.useTimesByDay : null,
    spent: 0,
    spentOn: {},
  }));

/** Passes the zone still allows on `day` (the smaller of what is left in total and that day); null: unlimited. */
export function remainingOf(zone: ZoneUses, day: string): number | null {
  const total = zone.limit === null ? null : zone.limit - zone.spent;
  const today = zone.perDay === null ? null : zone.perDay - (zone.spentOn[day] ?? 0);
  if (total === null) return today === null ? null : Math.max(0, today);
  return Math.max(0, today === null ? total : Math.min(total, today));
}

/** `uses` with `count` passes of `zoneId` spent on `day` (a zone not on the ticket is left alone). */
export function spend(uses: readonly ZoneUses[], zoneId: number, count: number, day: string): ZoneUses[] {
  return uses.map((z) =>
    z.zoneId === zoneId
      ? { ...z, spent: z.spent + count, spentOn: { ...z.spentOn, [day]: (z.spentOn[day] ?? 0) + count } }
      : z,
  );
}

/**
 * `uses` with `count` passes of `zoneId` given back to `day` (a gate pass nobody walked through, or
 * one undone). Never below what that day spent: a return can only undo a spend, not create passes.
 */
export function unspend(uses: readonly ZoneUses[], zoneId: number, count: number, day: string): ZoneUses[] {
  const zone = uses.find((z) => z.zoneId === zoneId);
  const back = Math.min(count, zone?.spentOn[day] ?? 0);
  return back > 0 ? spend(uses, zoneId, -back, day) : [...uses];
}

/** Every zone limited in total and none left: nothing more can pass. */
export const usedUp = (uses: readonly ZoneUses[]): boolean =>
  uses.length > 0 && uses.every((z) => z.limit !== null && z.spent >= z.limit);

/** Passes spent over all zones. */
export const spentInAll = (uses: readonly ZoneUses[]): number => uses.reduce((n, z) => n + z.spent, 0);
