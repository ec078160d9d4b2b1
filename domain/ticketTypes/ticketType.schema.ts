import { z } from 'zod';
import { PERIOD_CATES, periodOfCate, SALE_LIMITS } from '../cards/cardPeriods.ts';
import { AdvancedParamsFields, checkAdvancedParams } from './advancedParams.schema.ts';
import { FreePassRule } from './freePassRule.schema.ts';
import {
  FEE_METHODS,
  SALE_PLATFORMS,
  STARTING_TYPE,
  STARTING_TYPES,
  TICKET_CATE,
  TICKET_CATES,
  TICKET_MEDIA,
} from './ticketTypeCodes.ts';
import {
  codeIn,
  digits,
  Flag01,
  HeadPhoto,
  Id,
  LocalDate,
  PriceFen,
  TICKET_TYPE_NAME_MAX,
} from './ticketTypeFields.ts';
import { checkZonePermission, ZonePermissionFields } from './zonePermission.schema.ts';

/**
 * Ticket type (票种, spec 000 §3, §5) with its zone permissions, advanced parameters and free-pass
 * rule: what `POST /api/ticketType/add` and `/edit` take and the back office's form edits.
 */
export const MAX_ZONE_PERMISSIONS = 50;

export const TicketTypeFields = z
  .object({
    scenicAreaID: Id,
    ticketTypeName: z.string().trim().min(1).max(TICKET_TYPE_NAME_MAX),
    /** Struck-through price shown to visitors (fen). */
    ticketDisplayPrice: PriceFen,
    /** Selling price (fen). */
    ticketPrice: PriceFen,
    ticketMedium: codeIn(TICKET_MEDIA),
    ticketFeeMethod: codeIn(FEE_METHODS),
    ticketCate: codeIn(TICKET_CATES),
    ticketTypeStartingType: codeIn(STARTING_TYPES),
    /** Start date (custom) or deadline (byDeadline); null otherwise. */
    ticketTypeStartingDate: LocalDate.nullable().default(null),
    /** Validity in days (or months / years for the custom categories); 5 digits, 0 = the day of use. */
    ticketUseDays: digits(5).default(0),
    refundRuleID: Id.nullable().default(null),
    /** Messaging-app purchase limit per order; 0 = unlimited. */
    limitCount: digits(5).default(0),
    /** Card replacement fee (fen). */
    patchCard: PriceFen.default(0),
    salePlatforms: z.array(z.enum(SALE_PLATFORMS)).max(SALE_PLATFORMS.length).default([]),
    headPhoto: HeadPhoto.default(''),
    ticketAudioEnable: Flag01.default(0),
    isEnable: Flag01.default(1),
    zonePermissions: z
      .array(ZonePermissionFields)
      .min(1, 'i18n:zonePermissionRequired')
      .max(MAX_ZONE_PERMISSIONS),
    advanced: AdvancedParamsFields.prefault({}),
    /** Required for the free-ID-card category; ignored (stored as null) for the others. */
    freePassRule: FreePassRule.nullable().default(null),
  })
  .strict();

type Fields = z.infer<typeof TicketTypeFields>;

/** The rules across fields, shared by add and edit. */
export function checkTicketType(t: Fields, ctx: z.RefinementCtx): void {
  const needsDate =
    t.ticketTypeStartingType === STARTING_TYPE.custom ||
    t.ticketTypeStartingType === STARTING_TYPE.byDeadline;
  if (needsDate && !t.ticketTypeStartingDate) {
    ctx.addIssue({ code: 'custom', message: 'i18n:startingDateRequired', path: ['ticketTypeStartingDate'] });
  }
  checkCardPeriod(t, ctx);
  if (t.ticketCate === TICKET_CATE.freeIdCard && !t.freePassRule) {
    ctx.addIssue({ code: 'custom', message: 'i18n:freePassRuleRequired', path: ['freePassRule'] });
  }
  t.salePlatforms.forEach((p, i) => {
    if (t.salePlatforms.indexOf(p) !== i) {
      ctx.addIssue({ code: 'custom', message: 'i18n:duplicateValue', path: ['salePlatforms', i] });
    }
  });
  t.zonePermissions.forEach((zone, i) => {
    checkZonePermission(zone, ctx, ['zonePermissions', i]);
    if (t.zonePermissions.findIndex((z2) => z2.zoneID === zone.zoneID) !== i) {
      ctx.addIssue({ code: 'custom', message: 'i18n:duplicateZone', path: ['zonePermissions', i, 'zoneID'] });
    }
  });
  checkAdvancedParams(t.advanced, ctx, ['advanced']);
}

/**
 * A period card lasts what its kind says (`ticketUseDays` counts the custom kinds' days, months or
 * years) within the longest a card is sold for (spec 001 §5: 6000 days, 100 months, 30 years), or
 * no card of the type could ever be sold. A custom month or year card needs its count.
 */
function checkCardPeriod(t: Fields, ctx: z.RefinementCtx): void {
  if (!PERIOD_CATES.includes(t.ticketCate)) return;
  const period = periodOfCate(t.ticketCate, t.ticketUseDays);
  const path = ['ticketUseDays'];
  if (period.count < 1) ctx.addIssue({ code: 'custom', message: 'i18n:cardPeriodRequired', path });
  else if (period.count > SALE_LIMITS[period.unit])
    ctx.addIssue({ code: 'custom', message: 'i18n:cardPeriodTooLong', path });
}

export const TicketTypeInput = TicketTypeFields.superRefine(checkTicketType);
export type TicketTypeInput = z.infer<typeof TicketTypeInput>;
/** What a form sends before defaults are applied. */
export type TicketTypeDraft = z.input<typeof TicketTypeInput>;

export const EditTicketType = TicketTypeFields.extend({ id: Id }).strict().superRefine(checkTicketType);
export type EditTicketType = z.infer<typeof EditTicketType>;

export const TicketTypeId = z.object({ id: Id }).strict();
export const EnableTicketType = z.object({ id: Id, isEnable: Flag01 }).strict();

/** A ticket type as the back office lists it. */
export const TicketTypeRow = TicketTypeFields.extend({
  id: Id,
  scenicAreaName: z.string(),
  zonePermissions: z.array(ZonePermissionFields.extend({ zoneName: z.string() })),
  /** Regions ticked in regional control (0 = no control). */
  authorisedRegionCount: z.number().int(),
});
export type TicketTypeRow = z.infer<typeof TicketTypeRow>;

/**
 * The fields the visitor pages read (spec 002 §3), all the listing sends without a token.
 * `photoPathLogo` is the photo's URL ('' when none).
 */
export const PublicTicketType = z.object({
  id: Id,
  scenicAreaID: Id,
  ticketTypeName: z.string(),
  ticketPrice: z.number().int(),
  ticketDisplayPrice: z.number().int(),
  ticketFeeMethod: z.number().int(),
  ticketCate: z.number().int(),
  photoPathLogo: z.string(),
  isAppointmentEnable: Flag01,
  isRefundCheck: Flag01,
  reservationInstructions: z.string(),
  detailsExplain: z.string(),
  enterMode: z.number().int(),
  saleStartTime: z.string().nullable(),
  saleEndTime: z.string().nullable(),
  isRealName: Flag01,
  limitCount: z.number().int(),
});
export type PublicTicketType = z.infer<typeof PublicTicketType>;

export function toPublicTicketType(t: TicketTypeRow): PublicTicketType {
  const a = t.advanced;
  return {
    id: t.id,
    scenicAreaID: t.scenicAreaID,
    ticketTypeName: t.ticketTypeName,
    ticketPrice: t.ticketPrice,
    ticketDisplayPrice: t.ticketDisplayPrice,
    ticketFeeMethod: t.ticketFeeMethod,
    ticketCate: t.ticketCate,
    photoPathLogo: t.headPhoto,
    isAppointmentEnable: a.isAppointmentEnable,
    isRefundCheck: a.isRefundCheck,
    reservationInstructions: a.reservationInstructions,
    detailsExplain: a.detailsExplain,
    enterMode: a.enterMode,
    saleStartTime: a.saleStartTime,
    saleEndTime: a.saleEndTime,
    isRealName: a.isRealName,
    limitCount: t.limitCount,
  };
}
