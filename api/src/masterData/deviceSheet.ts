// The device spreadsheet (.xlsx, exceljs): the import template, the export (same columns), and
// reading an uploaded file into text cells by column (through api/src/uploads/spreadsheetGuard.ts).
import ExcelJS from 'exceljs';
import type { Lang } from '../../../domain/i18n/lang.ts';
import type { DeviceRow } from '../../../domain/masterData/device.schema.ts';
import { codeLabel } from '../../../domain/masterData/deviceCodes.ts';
import {
  columnOfHeader,
  DEVICE_COLUMNS,
  type DeviceColumnKey,
} from '../../../domain/masterData/deviceColumns.ts';
import { AppError } from '../http/appError.ts';
import { readFirstSheet } from '../uploads/spreadsheetGuard.ts';

export const IMPORT_MAX_ROWS = 2000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetRow {
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  cells: Record<DeviceColumnKey, string>;
}

const SHEET_NAME = { cn: '设备', en: 'Devices', es: 'Dispositivos' } as const;
const CHOICES_NAME = { cn: '可选值', en: 'Choices', es: 'Opciones' } as const;

/** A cell as the export writes it: names for references, labels for codes. */
function cellOf(device: DeviceRow, key: DeviceColumnKey, lang: Lang): string | number | null {
  const column = DEVICE_COLUMNS.find((c) => c.key === key)!;
  if (key === 'scenicArea') return device.scenicAreaName;
  if (key === 'zone') return device.zoneName;
  const value = device[column.field as keyof DeviceRow] as string | number | null;
  if (typeof column.kind === 'object' && typeof value === 'number')
    return codeLabel(column.kind.codes, value, lang);
  return value;
}

/** The template (no rows) or the export (the given devices), with a sheet listing the choices. */
export async function writeDeviceSheet(devices: DeviceRow[], lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET_NAME[lang]);
  sheet.columns = DEVICE_COLUMNS.map((c) => ({ header: c.label[lang], key: c.key, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const device of devices) {
    sheet.addRow(Object.fromEntries(DEVICE_COLUMNS.map((c) => [c.key, cellOf(device, c.key, lang)])));
  }
  // Text cells stay text (device numbers such as "001", IP addresses).
  for (const key of ['deviceNo', 'deviceIP'] as const) sheet.getColumn(key).numFmt = '@';

  const choices = book.addWorksheet(CHOICES_NAME[lang]);
  DEVICE_COLUMNS.forEach((c, i) => {
    if (typeof c.kind !== 'object') return;
    const labels = Object.values(c.kind.codes).map((l) => l[lang]);
    choices.getColumn(i + 1).width = 24;
    choices.getCell(1, i + 1).value = c.label[lang];
    choices.getCell(1, i + 1).font = { bold: true };
    labels.forEach((label, j) => {
      choices.getCell(j + 2, i + 1).value = label;
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Reads the first sheet of an uploaded workbook (through the spreadsheet guard: bounded size, rows
 * and columns, parsed off the event loop): a header row naming the columns (in any of the three
 * languages, any order), then at most IMPORT_MAX_ROWS data rows; blank rows are skipped.
 */
export async function readDeviceSheet(file: Buffer, lang: Lang): Promise<SheetRow[]> {
  const [header, ...data] = await readFirstSheet(file, { maxDataRows: IMPORT_MAX_ROWS });
  const positions = new Map<DeviceColumnKey, number>();
  (header?.row === 1 ? header.cells : []).forEach((text, i) => {
    const column = columnOfHeader(text);
    if (column && !positions.has(column.key)) positions.set(column.key, i);
  });
  const missing = DEVICE_COLUMNS.filter((c) => !positions.has(c.key));
  if (missing.length > 0) {
    throw new AppError(400, 'IMPORT_MISSING_COLUMNS', {
      columns: missing.map((c) => c.label[lang]).join(', '),
    });
  }

  const rows: SheetRow[] = [];
  for (const { row, cells: texts } of data) {
    const cells = Object.fromEntries(
      [...positions].map(([key, i]) => [key, (texts[i] ?? '').trim()]),
    ) as Record<DeviceColumnKey, string>;
    if (Object.values(cells).every((v) => v === '')) continue;
    rows.push({ row, cells });
  }
  if (rows.length === 0) throw new AppError(400, 'IMPORT_EMPTY');
  return rows;
}
