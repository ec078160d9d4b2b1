import { z } from 'zod';
import { multiLine, singleLine } from '../inputBounds.ts';
import { RecordId } from '../masterData/fields.ts';

/**
 * Public config (公众号配置), spec 002 §3: what a scenic area's visitor pages show — introduction,
 * address, booking notice (dueToThat), refund notice (backToThat), opening time (the spec's
 * takeTicketAddress field), contact and usage (directionsForUse) and the service phone. One per
 * scenic area. The spec gives no limits; these fit a phone screen and are held by the table too.
 */
export const INTRODUCTION_MAX = 2000;
export const ADDRESS_MAX = 64;
export const NOTICE_MAX = 1000;
export const OPENING_TIME_MAX = 64;
export const CONTACT_MAX = 500;
export const SERVICE_TEL_MAX = 20;

/**
 * A service line as people write it: digits, optionally a leading +, spaces or dashes between them,
 * 5 to 20 characters ("0571-88886666", "400 820 8820", "13800138000", "+86 571 8888 6666").
 */
export const SERVICE_TEL_PATTERN = /^\+?\d[\d -]{3,18}\d$/;

/** A single-line text of at most `max` characters, '' when absent. */
const line = (max: number) => singleLine(z.string().trim().max(max)).default('');
/** A text that may span lines, of at most `max` characters, '' when absent. */
const lines = (max: number) => multiLine(z.string().trim().max(max)).default('');

export const ServiceTel = singleLine(
  z
    .string()
    .trim()
    .max(SERVICE_TEL_MAX)
    .refine((v) => v === '' || SERVICE_TEL_PATTERN.test(v), { message: 'i18n:serviceTelInvalid' }),
).default('');

const PublicConfigFields = z.strictObject({
  scenicAreaID: RecordId,
  scenicIntroduction: lines(INTRODUCTION_MAX),
  scenicAddress: line(ADDRESS_MAX),
  dueToThat: lines(NOTICE_MAX),
  backToThat: lines(NOTICE_MAX),
  takeTicketAddress: line(OPENING_TIME_MAX),
  directionsForUse: lines(CONTACT_MAX),
  serviceTel: ServiceTel,
});

export const PublicConfigInput = PublicConfigFields;
export type PublicConfigInput = z.infer<typeof PublicConfigInput>;

export const PublicConfigEdit = PublicConfigFields.extend({ id: RecordId });
export type PublicConfigEdit = z.infer<typeof PublicConfigEdit>;

/**
 * A public config as the visitor pages and the back office read it (`GET /api/wechatPublicConfig`):
 * the spec's fields with the scenic area's name and remark.
 */
export const PublicConfigRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicArea: z.object({ name: z.string(), remark: z.string() }),
  scenicIntroduction: z.string(),
  scenicAddress: z.string(),
  dueToThat: z.string(),
  backToThat: z.string(),
  takeTicketAddress: z.string(),
  directionsForUse: z.string(),
  serviceTel: z.string(),
});
export type PublicConfigRow = z.infer<typeof PublicConfigRow>;
