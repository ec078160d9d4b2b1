import { z } from 'zod';

/**
 * System information (spec 000 §7): the cloud API address, which must not be empty, and whether it
 * is used, 0 yes and 1 no (the spec's values).
 */
export const SYS_CONFIG_URL_MAX = 255;
export const ENABLE_YES = 0;
export const ENABLE_NO = 1;

export const SysConfigRow = z.object({
  id: z.number().int().positive(),
  huijuCloudAPIUrl: z.string(),
  huijuCloudAPIUrl_enable: z.number(),
});
export type SysConfigRow = z.infer<typeof SysConfigRow>;

export const SysConfigEdit = z.strictObject({
  id: z.number().int().positive(),
  huijuCloudAPIUrl: z.string().trim().min(1).max(SYS_CONFIG_URL_MAX),
  huijuCloudAPIUrl_enable: z.literal([ENABLE_YES, ENABLE_NO]),
});
export type SysConfigEdit = z.infer<typeof SysConfigEdit>;
