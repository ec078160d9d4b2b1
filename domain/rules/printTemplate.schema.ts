import { z } from 'zod';
import { Id } from './ruleFields.ts';

/** Print template (打印模板): where each printable field of a ticket goes, and whether it shows. */
export const PRINT_SOURCE_TYPES = ['window', 'selfService'] as const;
/** DS: desktop sheet printer; DS80 / MS80: 80 mm thermal printers; handheld: handheld terminal. */
export const PRINT_TYPES = ['DS', 'DS80', 'MS80', 'handheld'] as const;
export const PRINT_FIELD_KEYS = [
  'seqID',
  'qrCode',
  'ticketID',
  'ticketTypeName',
  'startTime',
  'endTime',
  'displayPrice',
  'holderName',
  'mobile',
  'idNumber',
] as const;
export type PrintFieldKey = (typeof PRINT_FIELD_KEYS)[number];

/** Positions in millimetres from the top-left corner of the ticket. `size` is the font size in
 *  points for text fields and the side of the square in millimetres for the QR code. */
export const PrintField = z.object({
  visible: z.boolean(),
  x: z.number().int().min(0).max(500),
  y: z.number().int().min(0).max(500),
  size: z.number().int().min(1).max(100),
});
export type PrintField = z.infer<typeof PrintField>;

const text = (x: number, y: number, visible = true): PrintField => ({ visible, x, y, size: 10 });

/** A sensible 80 mm layout to start a new template from. */
export const DEFAULT_PRINT_FIELDS: Record<PrintFieldKey, PrintField> = {
  seqID: text(4, 4),
  qrCode: { visible: true, x: 20, y: 12, size: 40 },
  ticketID: text(4, 56),
  ticketTypeName: text(4, 62),
  startTime: text(4, 68),
  endTime: text(4, 74),
  displayPrice: text(4, 80),
  holderName: text(4, 86, false),
  mobile: text(4, 92, false),
  idNumber: text(4, 98, false),
};

const field = (key: PrintFieldKey) => PrintField.default(() => ({ ...DEFAULT_PRINT_FIELDS[key] }));

export const PrintTemplate = z.object({
  templateName: z.string().trim().min(1).max(24),
  templatePath: z.string().trim().min(1).max(255),
  scenicAreaID: Id,
  useSourceType: z.enum(PRINT_SOURCE_TYPES).default('window'),
  isEnablePrint: z.boolean().default(true),
  printType: z.enum(PRINT_TYPES).default('DS80'),
  fields: z
    .object({
      seqID: field('seqID'),
      qrCode: field('qrCode'),
      ticketID: field('ticketID'),
      ticketTypeName: field('ticketTypeName'),
      startTime: field('startTime'),
      endTime: field('endTime'),
      displayPrice: field('displayPrice'),
      holderName: field('holderName'),
      mobile: field('mobile'),
      idNumber: field('idNumber'),
    })
    .default(() => structuredClone(DEFAULT_PRINT_FIELDS)),
});
export type PrintTemplate = z.infer<typeof PrintTemplate>;
