// The answer shape of the spec's agency calls (spec 002 §7): `res_code` "success" means OK, with
// `res_msg` and `data`; `msg` is kept '' like every other call of the codebase. Refusals are the
// codebase's error answer `{ code, message, details, msg }` with a 4xx status.
import { z } from 'zod';

export const agencyOk = <T extends z.ZodType>(data: T) =>
  z.object({ res_code: z.literal('success'), res_msg: z.string(), msg: z.string(), data });

export type AgencyOk<T> = { res_code: 'success'; res_msg: string; msg: string; data: T };

/** The answer value of an agency call. */
export const agencyReply = <T>(data: T): AgencyOk<T> => ({ res_code: 'success', res_msg: '', msg: '', data });
