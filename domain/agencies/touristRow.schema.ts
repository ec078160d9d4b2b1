// One tourist of an agency order (spec 002 §3 "Agency save/submit payload", §5 "Agency spreadsheet"):
// the checks of sheet 2's rows and of the add / edit drawers, written once. Field names are the
// payload's (touristList[]); the preview shows the same fields. The ID number of an ID card
// (certificateType 0) must be 18 characters and pass domain/booking/idCardCheck.ts.
import { z } from 'zod';
import { idCardProblem } from '../booking/idCardCheck.ts';
import { singleLine } from '../inputBounds.ts';
import {
  AGENCY_MOBILE_PATTERN,
  AREA_TEXT_MAX,
  CERTIFICATE_NUMBER_MAX,
  HEIGHT_MAX_CM,
  ID_CARD_CERTIFICATE,
  REMARK_MAX,
  TOURIST_NAME_MAX,
} from './agencyCodes.ts';

const code = (max: number, message: string) =>
  z.number({ message }).int({ message }).min(0, { message }).max(max, { message });

/** The fields of a tourist as the sheet, the drawers and the payload give them (checked below). */
export const TouristFields = z.object({
  name: singleLine(
    z
      .string()
      .trim()
      .min(1, 'i18n:TOURIST_NAME_REQUIRED')
      .max(TOURIST_NAME_MAX, 'i18n:TOURIST_NAME_TOO_LONG'),
  ),
  /** The certificate number (the ID number for an ID card); upper-cased (a final x becomes X). */
  IDCard: singleLine(
    z.string().trim().toUpperCase().min(1, 'i18n:CERTIFICATE_NUMBER_REQUIRED').max(CERTIFICATE_NUMBER_MAX),
  ),
  /** 0 ID card, 1 Hong Kong / Macau pass, 2 passport. */
  certificateType: code(2, 'i18n:CERTIFICATE_TYPE_INVALID'),
  mobile: z.string().trim().regex(AGENCY_MOBILE_PATTERN, 'i18n:AGENCY_MOBILE_INVALID'),
  /** "1" yes (是), "0" no (否). */
  supportingMaterials: z.enum(['0', '1'], { message: 'i18n:SUPPORTING_MATERIALS_INVALID' }),
  /** 0 male, 1 female, 2 unknown. */
  sex: code(2, 'i18n:SEX_INVALID'),
  /** The belonging area as written (free text; the ID card's region code is what matching uses). */
  region: singleLine(z.string().trim().max(AREA_TEXT_MAX)).default(''),
  /** Height in cm, 0–250; null when not given. */
  height: z
    .number({ message: 'i18n:HEIGHT_INVALID' })
    .min(0, 'i18n:HEIGHT_INVALID')
    .max(HEIGHT_MAX_CM, 'i18n:HEIGHT_INVALID')
    .nullable()
    .default(null),
  remark: singleLine(z.string().trim().max(REMARK_MAX)).default(''),
});

/** The certificate check: an ID card's number is 18 characters with a region, a real date and check digit. */
export function checkCertificate(
  tourist: { IDCard: string; certificateType: number },
  ctx: z.RefinementCtx,
): void {
  if (tourist.certificateType !== ID_CARD_CERTIFICATE) return;
  const problem =
    tourist.IDCard.length !== 18 ? 'ID_CARD_LENGTH' : idCardProblem(tourist.IDCard.toUpperCase());
  if (problem) ctx.addIssue({ code: 'custom', message: `i18n:${problem}`, path: ['IDCard'] });
}

/** A tourist row: the fields and the certificate check (the one schema of sheet 2 and the drawers). */
export const TouristRow = TouristFields.superRefine(checkCertificate);
export type TouristRow = z.infer<typeof TouristRow>;
export type TouristRowInput = z.input<typeof TouristRow>;
