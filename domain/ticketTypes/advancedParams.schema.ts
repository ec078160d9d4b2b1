import { z } from 'zod';
import {
  BINDING_MODES,
  ENTER_METHODS,
  ENTER_MODES,
  REFUND_CHECK_MODES,
  TOURIST_TYPES,
} from './ticketTypeCodes.ts';
import { CHECK_PASSWORD_MAX, codeIn, Flag01, LocalDate, TEXT_MAX } from './ticketTypeFields.ts';

/** Advanced ticket parameters (高级参数, spec 000 §3); the visitor pages read several of them. */
export const AdvancedParamsFields = z
  .object({
    /** Revenue is shared out among shareholders. */
    isIncomeDistribution: Flag01.default(0),
    touristType: codeIn(TOURIST_TYPES).default(0),
    enterMethod: codeIn(ENTER_METHODS).default(0),
    /** Sold as an appointment (time-slot) ticket. */
    isAppointmentEnable: Flag01.default(0),
    /** Sale window for the visitor pages (local dates; null = open). */
    saleStartTime: LocalDate.nullable().default(null),
    saleEndTime: LocalDate.nullable().default(null),
    /** A ticket must be collected at the window before it passes a gate. */
    isGetTicketPass: Flag01.default(0),
    /** Refunds need review, in `checkRefundMode`. */
    isRefundCheck: Flag01.default(0),
    checkRefundMode: codeIn(REFUND_CHECK_MODES).default(0),
    /** The buyer's ID card is required (visitor form shows the ID field). */
    isRealName: Flag01.default(0),
    personTicketBindingMode: codeIn(BINDING_MODES).default(0),
    /** The gate asks for `checkPassword`. */
    enablePasswordMode: Flag01.default(0),
    checkPassword: z.string().trim().max(CHECK_PASSWORD_MAX).default(''),
    enterMode: codeIn(ENTER_MODES).default(0),
    reservationInstructions: z.string().max(TEXT_MAX).default(''),
    detailsExplain: z.string().max(TEXT_MAX).default(''),
  })
  .strict();

export function checkAdvancedParams(
  p: z.infer<typeof AdvancedParamsFields>,
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  if (p.saleStartTime && p.saleEndTime && p.saleEndTime < p.saleStartTime) {
    ctx.addIssue({ code: 'custom', message: 'i18n:endBeforeStart', path: [...path, 'saleEndTime'] });
  }
  if (p.enablePasswordMode === 1 && p.checkPassword === '') {
    ctx.addIssue({ code: 'custom', message: 'i18n:checkPasswordRequired', path: [...path, 'checkPassword'] });
  }
}

export const AdvancedParams = AdvancedParamsFields.superRefine((p, ctx) => checkAdvancedParams(p, ctx));
export type AdvancedParams = z.infer<typeof AdvancedParams>;
