// Permission flags (spec 000 §6, spec 001 §6): per-session 0/1 flags, grouped as the permission
// screen shows them. A flag value of 1 shows the menu entry; the server enforces the same flags on
// its routes. The stored role authority is a JSON tree `{ [group]: { [flag]: 0 | 1 } }`; the session
// carries the flat form `{ [flag]: 0 | 1 }`. `normaliseFlags` accepts either.
//
// Where the spec names flags (sellticket1..16, ticketReport1..16, Stockholder1..4, Warehouse1..3,
// ticketCollection1..5, travelAgencyMenu1..4) those names are kept; other leaves are named after
// the screen they open. Label keys point into the back office's i18n (`flags.*` for groups,
// `menu.*` for leaves, so the menu and the permission tree read the same).

/** Groups and their leaves, in the order the permission screen lists them. */
export const FLAG_GROUPS = {
  basicSettings: ['scenicArea', 'zone', 'checkStation', 'device', 'deviceStatus'],
  ticketManagement: [
    'ticketType',
    'membershipCard',
    'storedValueCard',
    'verificationCategory',
    'discount',
    'ticketMatch',
    'priceDifference',
    'billingRule',
    'passSchedule',
    'passDevice',
    'holiday',
    'regionalControl',
    'appointmentConfig',
    'printTemplate',
  ],
  settings: ['unit', 'permission', 'user'],
  goods: ['goodsCatalogue', 'goodsCategory'],
  venue: ['venuePlan', 'venueSession'],
  warehouse: ['Warehouse1', 'Warehouse2', 'Warehouse3'],
  ticketCollection: [
    'ticketCollection1',
    'ticketCollection2',
    'ticketCollection3',
    'ticketCollection4',
    'ticketCollection5',
  ],
  shareholders: ['Stockholder1', 'Stockholder2', 'Stockholder3', 'Stockholder4'],
  passengerFlow: ['passengerFlowCamera', 'passengerFlowStatistics'],
  reports: [
    'ticketReport1',
    'ticketReport2',
    'ticketReport3',
    'ticketReport4',
    'ticketReport5',
    'ticketReport6',
    'ticketReport7',
    'ticketReport8',
    'ticketReport9',
    'ticketReport10',
    'ticketReport11',
    'ticketReport12',
    'ticketReport13',
    'ticketReport14',
    'ticketReport15',
    'ticketReport16',
  ],
  input: ['ticketImport', 'membershipImport', 'stockImport'],
  system: [
    'wechatPay',
    'wechatPublicConfig',
    'alipay',
    'database',
    'sysConfig',
    'deviceUpgrade',
    'operationLog',
  ],
  release: ['releaseProgram', 'releaseMedia', 'releaseContent', 'releaseDataBoard'],
  travelAgency: ['travelAgencyMenu1', 'travelAgencyMenu2', 'travelAgencyMenu3', 'travelAgencyMenu4'],
  sales: [
    'sellticket1',
    'sellticket2',
    'sellticket3',
    'sellticket4',
    'sellticket5',
    'sellticket6',
    'sellticket7',
    'sellticket8',
    'sellticket9',
    'sellticket10',
    'sellticket11',
    'sellticket12',
    'sellticket13',
    'sellticket14',
    'sellticket15',
    'sellticket16',
    'ticketDetailRecord',
  ],
  finance: ['financeStatements'],
  dataList: ['dataCenter'],
} as const satisfies Record<string, readonly string[]>;

export type FlagGroupKey = keyof typeof FLAG_GROUPS;
/** Every flag key. */
export type FlagKey = (typeof FLAG_GROUPS)[FlagGroupKey][number];
export type FlagValue = 0 | 1;
/** The flat session form: one 0/1 value per flag key. */
export type PermissionFlags = Record<FlagKey, FlagValue>;
/** The stored role authority: the same flags, nested by group. */
export type AuthorityTree = { [G in FlagGroupKey]: { [F in (typeof FLAG_GROUPS)[G][number]]: FlagValue } };

export const FLAG_GROUP_KEYS = Object.keys(FLAG_GROUPS) as FlagGroupKey[];
export const ALL_FLAGS: readonly FlagKey[] = FLAG_GROUP_KEYS.flatMap((g) => FLAG_GROUPS[g]);

/** Always forced on (spec 000 §6). */
export const TICKET_DETAIL_RECORD_FLAG = 'ticketDetailRecord' satisfies FlagKey;
/** Turns the home page into order import (spec 002: travelAgencyMenu1 = 1). */
export const ORDER_IMPORT_HOME_FLAG = 'travelAgencyMenu1' satisfies FlagKey;
/** The travel agency's own screens (order import, orders, recharge); menu 4 is staff's agency management. */
export const AGENCY_OWN_FLAGS: readonly FlagKey[] = [
  'travelAgencyMenu1',
  'travelAgencyMenu2',
  'travelAgencyMenu3',
];
/** Refund review (退票审核: approve / reject), an administrator's flag: never the demo seller's. */
export const REFUND_REVIEW_FLAG = 'sellticket14' satisfies FlagKey;
/** useType of travel-agency users. */
export const AGENCY_USE_TYPE = 10;

export function isFlagKey(key: string): key is FlagKey {
  return FLAG_SET.has(key);
}
const FLAG_SET: ReadonlySet<string> = new Set(ALL_FLAGS);

function allFlags(value: FlagValue): PermissionFlags {
  return Object.fromEntries(ALL_FLAGS.map((f) => [f, value])) as PermissionFlags;
}

/** The group a flag belongs to. */
export function flagGroupOf(flag: FlagKey): FlagGroupKey {
  return FLAG_GROUP_KEYS.find((g) => (FLAG_GROUPS[g] as readonly string[]).includes(flag))!;
}

/**
 * Flags for a user without a role: a full administrator with the selling screens off (spec 000 §6).
 * The agency's own screens are off too, or the home page would turn into order import; staff's
 * travel-agency management (menu 4) stays on. Ticket detail record is on.
 */
export function defaultAdminFlags(): PermissionFlags {
  const flags = allFlags(1);
  for (const f of FLAG_GROUPS.sales) flags[f] = 0;
  for (const f of AGENCY_OWN_FLAGS) flags[f] = 0;
  flags[TICKET_DETAIL_RECORD_FLAG] = 1;
  return flags;
}

/** Flags of a travel-agency user (useType 10): every menu off except the agency's own screens. */
export function agencyFlags(): PermissionFlags {
  const flags = allFlags(0);
  for (const f of AGENCY_OWN_FLAGS) flags[f] = 1;
  return flags;
}

function toFlagValue(raw: unknown): FlagValue {
  return raw === 1 || raw === '1' || raw === true ? 1 : 0;
}

/**
 * Reads a role's authority (flat or nested by group, values 0/1, '0'/'1' or booleans, or a JSON
 * string of either) into the flat session form. Unknown keys are dropped, missing ones are 0, and
 * the ticket-detail-record flag is forced on.
 */
export function normaliseFlags(raw: unknown): PermissionFlags {
  let source: unknown = raw;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      source = {};
    }
  }
  const flags = allFlags(0);
  if (source !== null && typeof source === 'object') {
    const collect = (obj: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(obj)) {
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          collect(value as Record<string, unknown>);
        } else if (isFlagKey(key)) {
          flags[key] = toFlagValue(value);
        }
      }
    };
    collect(source as Record<string, unknown>);
  }
  flags[TICKET_DETAIL_RECORD_FLAG] = 1;
  return flags;
}

/** The nested authority tree for storage or the permission screen. */
export function toAuthorityTree(flags: PermissionFlags): AuthorityTree {
  return Object.fromEntries(
    FLAG_GROUP_KEYS.map((g) => [g, Object.fromEntries(FLAG_GROUPS[g].map((f) => [f, flags[f]]))]),
  ) as AuthorityTree;
}

/** What sign-in knows about a user, enough to decide the session's flags. */
export interface FlagSource {
  role?: { authority?: unknown } | null;
  options?: { useType?: number | string | null } | null;
  useType?: number | string | null;
}

export function isAgencyUser(user: FlagSource): boolean {
  return Number(user.options?.useType ?? user.useType) === AGENCY_USE_TYPE;
}

/**
 * The session's flags (spec 000 §6): travel-agency users get `agencyFlags()`; a user without a role
 * gets `defaultAdminFlags()`; otherwise the role's authority, normalised.
 */
export function flagsForUser(user: FlagSource): PermissionFlags {
  if (isAgencyUser(user)) return agencyFlags();
  if (!user.role || user.role.authority === undefined || user.role.authority === null) {
    return defaultAdminFlags();
  }
  return normaliseFlags(user.role.authority);
}

/** Whether the home page is the travel agency's order import rather than the dashboard. */
export function homeIsOrderImport(flags: PermissionFlags): boolean {
  return flags[ORDER_IMPORT_HOME_FLAG] === 1;
}
