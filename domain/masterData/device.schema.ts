import { z } from 'zod';
import {
  type CodeLabels,
  codesOf,
  DIRECTIONS,
  DOOR_MODES,
  MODULE_TYPES,
  OPEN_DOOR_TYPES,
} from './deviceCodes.ts';
import { RecordId, requiredText } from './fields.ts';

/**
 * Gate device (设备), spec 000 §3 and §5. Required: number, name, type, scenic area, zone, IP,
 * open-door type, 485 type and id, print count. The print template is an id kept nullable until
 * print templates exist. uc485Id is the device's RS-485 bus address, an unsigned char: 0 to 255.
 */
export const DEVICE_NO_MAX = 32;
export const DEVICE_NAME_MAX = 16;
export const DEVICE_IP_MAX = 15;
export const UC_MAX = 255;
export const PRINT_TICKET_COUNT_MAX = 99;

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

const code = (labels: CodeLabels) => {
  const codes = codesOf(labels);
  return z
    .number()
    .int()
    .refine((v) => codes.includes(v), { message: 'i18n:unknownChoice' });
};
const byte = z.number().int().min(0).max(UC_MAX);

export const DeviceInput = z.strictObject({
  deviceNo: requiredText(DEVICE_NO_MAX),
  name: requiredText(DEVICE_NAME_MAX),
  scenicAreaID: RecordId,
  zoneID: RecordId,
  moduleType: code(MODULE_TYPES),
  deviceIP: requiredText(DEVICE_IP_MAX).regex(IPV4, { message: 'i18n:invalidIp' }),
  webPort: z.number().int().min(1).max(65535).nullable().default(null),
  ucOpenDoorType: code(OPEN_DOOR_TYPES),
  ucCommuTyp: byte,
  uc485Id: byte,
  printTemplateID: RecordId.nullable().default(null),
  printTicketCount: z.number().int().min(0).max(PRINT_TICKET_COUNT_MAX),
  doorMode: code(DOOR_MODES).default(0),
  direction: code(DIRECTIONS).default(0),
});
export type DeviceInput = z.infer<typeof DeviceInput>;

export const DeviceEdit = DeviceInput.extend({ id: RecordId });
export type DeviceEdit = z.infer<typeof DeviceEdit>;

export const DeviceRow = z.object({
  id: RecordId,
  deviceNo: z.string(),
  name: z.string(),
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  zoneID: RecordId,
  zoneName: z.string(),
  moduleType: z.number(),
  deviceIP: z.string(),
  webPort: z.number().nullable(),
  isOnline: z.boolean(),
  ucOpenDoorType: z.number(),
  ucCommuTyp: z.number(),
  uc485Id: z.number(),
  printTemplateID: z.number().nullable(),
  printTicketCount: z.number(),
  doorMode: z.number(),
  direction: z.number(),
});
export type DeviceRow = z.infer<typeof DeviceRow>;

/** What a device spreadsheet import answers: how many devices it added and changed. */
export const DeviceImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type DeviceImportResult = z.infer<typeof DeviceImportResult>;

/** One refused cell of an import, listed in the refusal's `details` (row numbers as in the sheet). */
export const ImportRowProblem = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportRowProblem = z.infer<typeof ImportRowProblem>;
