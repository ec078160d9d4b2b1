// Given/when/then material for gate decisions: a ticket of one zone that a test changes one thing of,
// and a PassGate command built the way the use case builds it — from a server instant read on the
// scenic area's clock (Asia/Shanghai), so "today" and "10:00" are the area's, never the machine's.
import { areaClock } from '../../../domain/gates/areaClock.ts';
import type { GateDevice, PassContext } from '../../../domain/gates/passContext.ts';
import type { PassReason } from '../../../domain/gates/passReasons.ts';
import type { PassGate } from '../../../domain/gates/ticketPass.ts';
import type { StoredPeriods } from '../../../domain/masterData/passSchedule.schema.ts';
import type { TicketEvent, TicketIssued } from '../../../domain/sales/saleEvents.ts';
import { ticketDecider } from '../../../domain/sales/ticket.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import {
  ZonePermissionFields,
  type ZonePermissionInput,
} from '../../../domain/ticketTypes/zonePermission.schema.ts';

export const spec = DeciderSpecification.for(ticketDecider);
export const TZ = 'Asia/Shanghai';
export const TICKET_NO = '261125000000000001';
export const ZONE = 11;
export const TODAY = '2026-11-25'; // a Wednesday

/** An instant given as the area's wall clock: '2026-11-25 10:00' in Shanghai (02:00 UTC). */
export const shanghai = (local: string): Date => new Date(`${local.replace(' ', 'T')}:00+08:00`);

type Issued = TicketIssued['data'];

/** A one-person ticket valid today only, admitting to zone 11 with the given permission. */
export function issued(
  data: Partial<Issued> = {},
  permission: Partial<ZonePermissionInput> = {},
): TicketEvent {
  return {
    type: 'TicketIssued',
    data: {
      ticketNo: TICKET_NO,
      orderNo: 'DD2611250000000001',
      scenicAreaID: 7,
      ticketTypeID: 1,
      ticketTypeName: '成人票',
      touristType: 0,
      ticketCate: 0,
      feeMethod: 0,
      listPrice: 8000,
      price: 8000,
      persons: 1,
      holder: null,
      soldOn: TODAY,
      validFrom: TODAY,
      validTo: TODAY,
      zones: [ZonePermissionFields.parse({ zoneID: ZONE, ...permission })],
      enterMode: 0,
      mustCollect: false,
      source: 'window',
      sellerID: 9,
      paymentMethod: 'cash',
      refundCheck: false,
      ...data,
    },
  };
}

export interface GateOptions {
  direction?: 'in' | 'out';
  requestId?: string;
  credentialType?: 'qr' | 'ic' | 'idcard' | 'face';
  device?: Partial<GateDevice>;
  zone?: Partial<PassContext['zone']>;
  holidays?: Parameters<typeof areaClock>[2];
  schedules?: ReadonlyMap<number, StoredPeriods>;
  verificationMode?: 0 | 1 | 2 | 3 | null;
  overtime?: PassContext['overtime'];
  stayBilling?: Partial<PassContext['stayBilling']>;
}

/** A gate of zone 11 asked at the area's local time `local`; its lane follows the direction asked. */
export function passGate(local: string, o: GateOptions = {}): PassGate {
  const now = shanghai(local);
  const direction = o.direction ?? 'in';
  const device: GateDevice = {
    id: direction === 'in' ? 501 : 502,
    deviceNo: direction === 'in' ? 'G-IN-1' : 'G-OUT-1',
    name: '东门闸机',
    scenicAreaId: 7,
    zoneId: ZONE,
    zoneName: '东门',
    lane: direction === 'in' ? 0 : 1,
    doorMode: 0,
    moduleType: 0,
    ...o.device,
  };
  return {
    type: 'PassGate',
    data: {
      now,
      ...areaClock(now, TZ, o.holidays ?? []),
      device,
      request: {
        scenicAreaID: device.scenicAreaId,
        deviceId: device.id,
        deviceNo: device.deviceNo,
        zoneId: device.zoneId,
        direction,
        credentialType: o.credentialType ?? 'qr',
        requestId: o.requestId ?? `r-${local.replace(/\D/g, '')}-${direction}`,
        deviceTime: null,
        temperature: null,
      },
      schedules: o.schedules ?? new Map(),
      zone: { limitEnable: false, limitCount: 0, inside: 0, ...o.zone },
      // The fixture's tickets are of type 1.
      verificationModes: new Map(o.verificationMode == null ? [] : [[1, o.verificationMode]]),
      overtime: o.overtime ?? { kind: 'none' },
      stayBilling: { rules: new Map(), holidays: o.holidays ?? [], timeZone: TZ, ...o.stayBilling },
    },
  };
}

export interface Left {
  uses?: number | null;
  usesToday?: number | null;
  minutes?: number | null;
}

/** The TicketPassed a PassGate admits, with what the device is told is left. */
export function passed(command: PassGate, left: Left = {}, persons = 1): TicketEvent {
  const { now, today, request, device } = command.data;
  return {
    type: 'TicketPassed',
    data: {
      ticketNo: TICKET_NO,
      zoneId: device.zoneId,
      direction: request.direction,
      deviceId: String(device.id),
      passedAt: now.toISOString(),
      passedOn: today,
      deviceNo: device.deviceNo,
      scenicAreaID: 7,
      province: null,
      requestId: request.requestId,
      credentialType: request.credentialType,
      persons,
      temperature: null,
      deviceTime: null,
      remaining: { uses: null, usesToday: null, minutes: null, ...left },
    },
  };
}

/** The PassDenied of a PassGate refused for `reason`. */
export function denied(command: PassGate, reason: PassReason, details: Record<string, string | number> = {}) {
  const { now, today, request } = command.data;
  const data = {
    ...request,
    ticketNo: TICKET_NO,
    reason,
    details,
    deniedAt: now.toISOString(),
    deniedOn: today,
  };
  return { type: 'PassDenied', data } as TicketEvent;
}

/** Asserts that the gate refuses with `reason` (and these details). */
export const refuses = (
  given: TicketEvent[],
  command: PassGate,
  reason: PassReason,
  details: Record<string, string | number> = {},
) =>
  spec
    .given(given)
    .when(command)
    .then([denied(command, reason, details)]);

/** Asserts that the gate admits: the TicketPassed with what is left and the people let through. */
export const admits = (given: TicketEvent[], command: PassGate, left: Left = {}, persons = 1) =>
  spec
    .given(given)
    .when(command)
    .then([passed(command, left, persons)]);
