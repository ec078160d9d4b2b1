// The order information of an agency order (spec 002 §3 "Agency order information", §5 sheet 1):
// play dates (local dates of the scenic area), payment method (0 cash, 99 on account), guide name
// and mobile (≤ 13), guide ID number, special population, team area, team type, remark. One schema
// for sheet 1, the order-information panel and the payload's top-level fields.
import { z } from 'zod';
import { singleLine } from '../inputBounds.ts';
import {
  AGENCY_PAY_TYPES,
  AREA_TEXT_MAX,
  CERTIFICATE_NUMBER_MAX,
  GUIDE_MOBILE_MAX,
  GUIDE_NAME_MAX,
  REMARK_MAX,
} from './agencyCodes.ts';

/** "2026-05-01": a real calendar date. */
const PlayDate = z.iso.date({ message: 'i18n:PLAY_TIME_INVALID' });
const text = (max: number) => singleLine(z.string().trim().max(max)).default('');

export const OrderInfoFields = z.object({
  playStartTime: PlayDate,
  playEndTime: PlayDate,
  payType: z.union([z.literal(AGENCY_PAY_TYPES.cash), z.literal(AGENCY_PAY_TYPES.onAccount)], {
    message: 'i18n:PAY_TYPE_INVALID',
  }),
  guideName: singleLine(z.string().trim().min(1, 'i18n:GUIDE_NAME_REQUIRED').max(GUIDE_NAME_MAX)),
  guideMobile: singleLine(
    z
      .string()
      .trim()
      .min(1, 'i18n:GUIDE_MOBILE_REQUIRED')
      .max(GUIDE_MOBILE_MAX, 'i18n:GUIDE_MOBILE_TOO_LONG'),
  ),
  /** Captured, not checked (spec 002 §5: "its validation is not shown"). */
  guideIDCard: text(CERTIFICATE_NUMBER_MAX),
});

/** baseInfo of the payload (spec 002 §3): special population, team area, team type, remark. */
export const BaseInfo = z.object({
  specialPeople: text(AREA_TEXT_MAX),
  region: text(AREA_TEXT_MAX),
  teamType: text(AREA_TEXT_MAX),
  remark: text(REMARK_MAX),
  /** Sent on submit: the head count of the uploaded file before edits. */
  originalOrderPeopleCount: z.number().int().min(0).max(10_000).optional(),
});
export type BaseInfo = z.infer<typeof BaseInfo>;

/** The first play date is not after the last. */
export function checkPlayDates(
  info: { playStartTime: string; playEndTime: string },
  ctx: z.RefinementCtx,
): void {
  const dates = [info.playStartTime, info.playEndTime];
  if (dates.every((d) => PlayDate.safeParse(d).success) && info.playStartTime > info.playEndTime) {
    ctx.addIssue({ code: 'custom', message: 'i18n:PLAY_START_AFTER_END', path: ['playEndTime'] });
  }
}

/** Sheet 1 / the order-information panel: the fields, baseInfo and the date order. */
export const OrderInfo = OrderInfoFields.extend({ baseInfo: BaseInfo }).superRefine(checkPlayDates);
export type OrderInfo = z.infer<typeof OrderInfo>;
export type OrderInfoInput = z.input<typeof OrderInfo>;
