// The gate calls (issue 13), one schema for the server, the screens, the simulator and docs/gates.md.
// Device calls are signed (X-Device-Signature: hex HMAC-SHA256 of the raw body with the device's
// secret) and answer plain JSON, not the back office's { msg, data } envelope: firmware reads them.
import { z } from 'zod';
import { LANGS } from '../i18n/lang.ts';
import { Int4Id, QueryId, singleLine } from '../inputBounds.ts';
import { CREDENTIAL_TYPES, DOOR_COMMANDS, PASS_DIRECTIONS, Remaining } from './gateEvents.ts';
import { PASS_REASONS } from './passReasons.ts';

export const DEVICE_SIGNATURE_HEADER = 'x-device-signature';
/** A device's request id: what it retries with (letters, digits, - and _). */
const RequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'i18n:requestIdFormat');
const DeviceNo = singleLine(z.string().min(1).max(32));

// ---------------------------------------------------------------- device → server

export const PassRequest = z.strictObject({
  deviceNo: DeviceNo,
  credential: z.strictObject({
    type: z.enum(CREDENTIAL_TYPES),
    /** QR: the ticket's signed code; ic: a card's registered number (never a ticket number); idcard: the ID number; face: the matched person's ID number. */
    value: singleLine(z.string().min(1).max(256)),
  }),
  direction: z.enum(PASS_DIRECTIONS),
  /** The device's clock (ISO 8601); recorded, never trusted for the decision. */
  deviceTime: z.string().max(40).optional(),
  requestId: RequestId,
  /** The language of `message` (default: cn). */
  lang: z.enum(LANGS).optional(),
  /** °C, when the device measures it. */
  temperature: z.number().min(20).max(45).optional(),
});
export type PassRequest = z.infer<typeof PassRequest>;

export const PassAnswer = z.object({
  open: z.boolean(),
  reason: z.enum(PASS_REASONS),
  message: z.string(),
  /** The ticket the decision was about (null when none was found). */
  ticketID: z.string().nullable(),
  remaining: Remaining,
  /** People the gate lets through on this open (one ticket for many people). */
  persons: z.number().int(),
});
export type PassAnswer = z.infer<typeof PassAnswer>;

export const PassFeedback = z.strictObject({
  deviceNo: DeviceNo,
  /** The requestId of the pass that opened. */
  requestId: RequestId,
  passed: z.boolean(),
});
export type PassFeedback = z.infer<typeof PassFeedback>;

export const FeedbackAnswer = z.object({
  /** True when the use was given back now (false: it was already, or the visitor passed). */
  returned: z.boolean(),
});

export const Heartbeat = z.strictObject({
  deviceNo: DeviceNo,
  deviceTime: z.string().max(40).optional(),
  /** Door commands carried out (or not) since the last heartbeat. */
  acks: z
    .array(
      z.strictObject({
        commandId: z.uuid(),
        ok: z.boolean(),
        message: singleLine(z.string().max(200)).optional(),
      }),
    )
    .max(50)
    .default([]),
});
export type Heartbeat = z.infer<typeof Heartbeat>;

export const PendingDoorCommand = z.object({
  commandId: z.string(),
  command: z.enum(DOOR_COMMANDS),
  doorMode: z.number().int().nullable(),
});
export const HeartbeatAnswer = z.object({
  serverTime: z.string(),
  /** Seconds until the next heartbeat is due; after 3 missed the device shows offline. */
  interval: z.number().int(),
  doorMode: z.number().int(),
  commands: z.array(PendingDoorCommand),
});
export type HeartbeatAnswer = z.infer<typeof HeartbeatAnswer>;

// ---------------------------------------------------------------- back office

/** POST /api/device/secret: issue (or rotate) a device's signing secret; shown once. */
export const IssueDeviceSecret = z.strictObject({ id: Int4Id });
export const DeviceSecret = z.object({ deviceNo: z.string(), secret: z.string(), issuedAt: z.string() });
export type DeviceSecret = z.infer<typeof DeviceSecret>;

/** POST /api/device/command: open the door once, or set the door mode. */
export const SendDoorCommand = z.strictObject({
  id: Int4Id,
  command: z.enum(DOOR_COMMANDS),
  doorMode: z.number().int().min(0).max(2).optional(),
});
export type SendDoorCommand = z.infer<typeof SendDoorCommand>;
export const DoorCommandSent = z.object({ commandId: z.string() });
export type DoorCommandSent = z.infer<typeof DoorCommandSent>;

/** POST /api/gate/undo: an administrator gives a pass back, with a reason. */
export const UndoPass = z.strictObject({
  ticketNo: singleLine(z.string().min(1).max(18)),
  requestId: RequestId,
  note: singleLine(z.string().min(1).max(100)),
});
export type UndoPass = z.infer<typeof UndoPass>;

/** Device status monitoring: every device of the area, online or not, door mode, last seen. */
export const DeviceStatusRow = z.object({
  id: z.number(),
  deviceNo: z.string(),
  name: z.string(),
  zoneID: z.number(),
  zoneName: z.string(),
  moduleType: z.number(),
  isOnline: z.boolean(),
  lastSeenAt: z.string().nullable(),
  doorMode: z.number(),
  direction: z.number(),
  hasSecret: z.boolean(),
  /** The last door command and what the device said of it (null: none yet / not answered). */
  lastCommand: z
    .object({
      commandId: z.string(),
      command: z.enum(DOOR_COMMANDS),
      issuedAt: z.string(),
      ok: z.boolean().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
});
export type DeviceStatusRow = z.infer<typeof DeviceStatusRow>;
export const DeviceStatusQuery = z.object({ scenicAreaID: QueryId.optional() });

const Paging = {
  pageItems: z.coerce.number().int().min(1).max(999).default(20),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
};
const LocalDateText = z.iso.date();

/** Access records (spec 001 §3): every pass and refusal at a gate. */
export const AccessRecordQuery = z.object({
  ...Paging,
  scenicAreaID: QueryId.optional(),
  zoneID: QueryId.optional(),
  deviceID: QueryId.optional(),
  /** in | out */
  direction: z.enum(PASS_DIRECTIONS).optional(),
  /** open: admitted only; closed: refused only. */
  result: z.enum(['open', 'closed']).optional(),
  ticketNo: singleLine(z.string().max(18)).optional(),
  from: LocalDateText.optional(),
  to: LocalDateText.optional(),
});
export type AccessRecordQuery = z.infer<typeof AccessRecordQuery>;
export const AccessRecordRow = z.object({
  id: z.string(),
  deviceName: z.string(),
  deviceNo: z.string(),
  zoneName: z.string(),
  recordTime: z.string(),
  direction: z.enum(PASS_DIRECTIONS),
  temperature: z.number().nullable(),
  /** People let through (0 when refused). */
  openNumber: z.number(),
  ticketNo: z.string().nullable(),
  /** The device's request id (what an undo names). */
  requestId: z.string(),
  reason: z.enum(PASS_REASONS),
  returned: z.boolean(),
  /** The area's time zone, in which the screen shows `recordTime`. */
  timeZone: z.string(),
});
export type AccessRecordRow = z.infer<typeof AccessRecordRow>;

/** Operation log (spec 001 §3): door commands and their outcome, pass undos, refused signatures. */
export const OperationLogQuery = z.object({
  ...Paging,
  scenicAreaID: QueryId.optional(),
  deviceID: QueryId.optional(),
  operateType: z.string().max(32).optional(),
  from: LocalDateText.optional(),
  to: LocalDateText.optional(),
});
export type OperationLogQuery = z.infer<typeof OperationLogQuery>;
export const OperationLogRow = z.object({
  id: z.string(),
  ticketID: z.string().nullable(),
  deviceName: z.string(),
  scenicareaName: z.string(),
  zoneName: z.string(),
  /** What was done, in words of the log (e.g. open_door, door_mode, undo, bad_signature). */
  operate: z.string(),
  operateType: z.string(),
  /** 1 done, 0 failed, null waiting for the device. */
  exec_result: z.number().nullable(),
  param1: z.string().nullable(),
  param2: z.string().nullable(),
  recordTime: z.string(),
  /** The area's time zone, in which the screen shows `recordTime`. */
  timeZone: z.string(),
});
export type OperationLogRow = z.infer<typeof OperationLogRow>;

/** GET /api/ticketZone/selectZoneParams?subTicketID= (spec 002): passes per attraction of one ticket. */
export const ZoneParamsQuery = z.object({ subTicketID: singleLine(z.string().min(1).max(18)) });
export const ZoneParamsRow = z.object({
  zoneID: z.number(),
  /** The spec's field (002 §3 gate zone params); zoneName is the same, for the back office. */
  name: z.string(),
  zoneName: z.string(),
  useTimes: z.number(),
  useTimesByDay: z.number(),
  usedTimes: z.number(),
  usedTimesToday: z.number(),
  remainTimes: z.number().nullable(),
  remainTimesByDay: z.number().nullable(),
  /** Minutes left of a timed ticket in the zone; null when not timed or the zone sets no limit. */
  remainValidTime: z.number().nullable(),
  inside: z.boolean(),
});
export type ZoneParamsRow = z.infer<typeof ZoneParamsRow>;

// ---------------------------------------------------------------- the administrators' home

export const HomePageQuery = z.object({
  scenicAreaID: QueryId.optional(),
  zoneID: QueryId.optional(),
  accountID: QueryId.optional(),
});
export type HomePageQuery = z.infer<typeof HomePageQuery>;

const NameValue = z.object({ name: z.string(), value: z.number() });
const Money = z.object({ Cash: z.number(), Alipay: z.number(), WeChat: z.number(), UnionPay: z.number() });

/** The spec's statistics payload (001 §3) and what the six charts draw. Counts are tickets; money is fen. */
export const HomeStats = z.object({
  // Block one: today, by card type and payment method, sales and refunds.
  OrdinaryCard: z.number(),
  StoreCard: z.number(),
  MembershipCard: z.number(),
  GroupCard: z.number(),
  amounts: Money,
  refunds: Money.extend({ ticketCount: z.number() }),
  // Block two (spec names).
  todayEnterCount: z.number(),
  todayOfflineTicketCount: z.number(),
  todayOnlineTicketCount: z.number(),
  todayWeChatTicketCount: z.number(),
  enterCount: z.number(),
  groupTicketCount: z.number(),
  cardTicketCount: z.number(),
  ordinaryTicketCount: z.number(),
  ticketNum: z.number(),
  offlineTicketCount: z.number(),
  onlineTicketCount: z.number(),
  weChatTicketCount: z.number(),
  terminalTicketCount: z.number(),
  // Charts.
  /** Today's entries by arrival bucket 6-9, 9-12, 12-18, 18-22 (area time); [] when none. */
  passengerFlowList: z.array(NameValue),
  /** Today's entries by the holder's province (ID-card region code); [] when none. */
  provinceList: z.array(NameValue),
  /** Today's entries and exits hour by hour (area time, hours 0–23 that saw any). */
  hourlyFlow: z.array(z.object({ hour: z.number(), enter: z.number(), exit: z.number() })),
  /** People inside each zone now, and its limit (null: unlimited). */
  occupancy: z.array(
    z.object({ zoneID: z.number(), zoneName: z.string(), inside: z.number(), limit: z.number().nullable() }),
  ),
  /** Today's tickets by channel (offline, online, WeChat, terminal). */
  channelList: z.array(NameValue),
  /** Today's tickets by kind (ordinary, group, card). */
  kindList: z.array(NameValue),
  /** The local day these figures are for, and the area's time zone. */
  day: z.string(),
  timeZone: z.string(),
});
export type HomeStats = z.infer<typeof HomeStats>;

/** socket.io event the home listens to: something it shows changed (refetch). */
export const HOME_CHANGED = 'home:changed';
/** socket.io event of device status monitoring: a device came online, went offline or answered. */
export const DEVICE_CHANGED = 'device:changed';
