import { z } from 'zod';
import type { Translations } from '../i18n/lang.ts';
import { RecordId } from './fields.ts';

/**
 * Identity-verification category (身份核验), spec 000 §3: scenic area, enable flag, the bound
 * ticket type (an id, nullable: none bound) and the verification mode.
 */
export const VERIFICATION_MODES = {
  0: { cn: '不核验', en: 'None', es: 'Ninguna' },
  1: { cn: '人脸', en: 'Face', es: 'Rostro' },
  2: { cn: '计次', en: 'Count', es: 'Por usos' },
  3: { cn: '计时', en: 'Timing', es: 'Por tiempo' },
} satisfies Record<number, Translations>;
const MODE_CODES = Object.keys(VERIFICATION_MODES).map(Number);

export const VerificationCategoryInput = z.strictObject({
  scenicAreaID: RecordId,
  ticketTypeID: RecordId.nullable().default(null),
  verificationMode: z
    .number()
    .int()
    .refine((v) => MODE_CODES.includes(v), { message: 'i18n:unknownChoice' }),
  isEnable: z.boolean().default(true),
});
export type VerificationCategoryInput = z.infer<typeof VerificationCategoryInput>;

export const VerificationCategoryEdit = VerificationCategoryInput.extend({ id: RecordId });
export type VerificationCategoryEdit = z.infer<typeof VerificationCategoryEdit>;

export const VerificationCategoryRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  ticketTypeID: z.number().nullable(),
  verificationMode: z.number(),
  isEnable: z.boolean(),
});
export type VerificationCategoryRow = z.infer<typeof VerificationCategoryRow>;
