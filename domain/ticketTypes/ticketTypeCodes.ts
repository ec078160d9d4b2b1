// Coded values of a ticket type (spec 000 §3, §9; spec 002 §3). Each list is indexed by its code:
// the code is what the API stores and sends, the name is the i18n key the screens show
// (`ticketTypes.<list>.<name>`). Where the spec gives numbers (ticketFeeMethod 0 per-count, 1 timed,
// 2 per-day; ticketCateArray [0] for ordinary tickets) they are kept.

/** ticketMedium: what the visitor carries. */
export const TICKET_MEDIA = ['qrCode', 'icCard', 'idCard', 'face', 'count', 'sync'] as const;

/** ticketFeeMethod: 0 per-count, 1 timed (billing rule), 2 per-day. */
export const FEE_METHODS = ['perCount', 'timed', 'perDay'] as const;
export const FEE_METHOD = { perCount: 0, timed: 1, perDay: 2 } as const;

/**
 * ticketCate. "custom day/month/year" is three categories: the card lasts `ticketUseDays` days,
 * months or years.
 */
export const TICKET_CATES = [
  'ordinary',
  'group',
  'paymentCode',
  'privilege',
  'freeIdCard',
  'annual',
  'halfYear',
  'quarterly',
  'monthly',
  'customDay',
  'customMonth',
  'customYear',
  'storedValue',
] as const;
export const TICKET_CATE = Object.fromEntries(TICKET_CATES.map((name, code) => [name, code])) as {
  [K in (typeof TICKET_CATES)[number]]: number;
};

/** ticketTypeStartingType: when validity starts. custom and byDeadline need ticketTypeStartingDate. */
export const STARTING_TYPES = ['byCardDate', 'byCalendarMonth', 'custom', 'byDeadline'] as const;
export const STARTING_TYPE = { byCardDate: 0, byCalendarMonth: 1, custom: 2, byDeadline: 3 } as const;

/** Sale platforms (a set). The visitor pages sell on the public account and the mini-program. */
export const SALE_PLATFORMS = ['publicAccount', 'terminal', 'thirdParty', 'handheld', 'miniProgram'] as const;
export type SalePlatform = (typeof SALE_PLATFORMS)[number];
export const VISITOR_PLATFORMS: readonly SalePlatform[] = ['publicAccount', 'miniProgram'];

/** touristType: the 24 kinds of tourist a ticket type is meant for (spec 000 §9). */
export const TOURIST_TYPES = [
  'adult',
  'child',
  'student',
  'senior60',
  'senior70',
  'military',
  'veteran',
  'disabled',
  'teacher',
  'medicalWorker',
  'firefighter',
  'police',
  'journalist',
  'tourGuide',
  'coachDriver',
  'localResident',
  'employee',
  'employeeFamily',
  'vip',
  'groupMember',
  'infant',
  'women',
  'modelWorker',
  'other',
] as const;

/** enterMethod: how the gate identifies the ticket. */
export const ENTER_METHODS = ['scanCode', 'swipeCard', 'idCard', 'face', 'manual'] as const;

/** enterMode: one person one ticket, or many people on one ticket. */
export const ENTER_MODES = ['onePersonOneTicket', 'manyPeopleOneTicket'] as const;

/** personTicketBindingMode: what binds the ticket to its holder. */
export const BINDING_MODES = ['none', 'idCard', 'face', 'idCardAndFace'] as const;
/** Whether the binding mode binds a face: the holder's photo is then needed at the sale. */
export const bindsFace = (mode: number): boolean =>
  ['face', 'idCardAndFace'].includes(BINDING_MODES[mode] ?? '');

/** checkRefundMode (with isRefundCheck): manual review, or approved by itself when unused. */
export const REFUND_CHECK_MODES = ['manual', 'autoWhenUnused'] as const;

/** passMode of the free-pass (ID-card-free) rule. */
export const PASS_MODES = ['byAge', 'byRegion', 'ageOrRegion', 'ageAndRegion'] as const;

/** direction of a zone permission: both ways, entry only, exit only. */
export const ZONE_DIRECTIONS = ['both', 'enter', 'exit'] as const;

/** A code of one of the lists above (its index). */
export function codeOf<T extends readonly string[]>(list: T, name: T[number]): number {
  return list.indexOf(name);
}
