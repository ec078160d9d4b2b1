// The order workbook (导入订单模板.xlsx): the template written with exceljs (sheet 1 guide / order,
// sheet 2 tourists, headers, an example row, drop-down lists for the coded columns), and an upload
// read through the spreadsheet guard (both sheets; bounded size, rows, columns and cell length;
// formulas refused, never evaluated; parsed in a worker thread, off the event loop).
import ExcelJS from 'exceljs';
import {
  AGENCY_PAY_TYPES,
  MAX_TOURISTS,
  SEX_TEXT,
  SUPPORTING_TEXT,
} from '../../../domain/agencies/agencyCodes.ts';
import { isBlankRow, ORDER_SHEET, TOURIST_SHEET } from '../../../domain/agencies/sheetLayout.ts';
import { AppError } from '../http/appError.ts';
import { readSheets } from '../uploads/spreadsheetGuard.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The longest text a cell may hold (names ≤ 12, remarks ≤ 200: anything longer is not ours). */
export const CELL_MAX = 500;
/** Rows read at most (blank rows included); more than 200 tourists is refused after reading. */
const ROWS_READ_MAX = TOURIST_SHEET.lastRow + 100;

export interface AgencyWorkbook {
  orderCells: string[];
  tourists: { rowNumber: number; cells: string[] }[];
}

export async function readAgencyWorkbook(bytes: Buffer, filename: string): Promise<AgencyWorkbook> {
  if (!/\.xlsx$/i.test(filename)) throw new AppError(400, 'AGENCY_FILE_TYPE');
  let sheets: Awaited<ReturnType<typeof readSheets>>;
  try {
    sheets = await readSheets(
      bytes,
      {
        maxDataRows: ROWS_READ_MAX,
        maxColumns: 30,
        maxCellLength: CELL_MAX,
        refuseFormulas: true,
      },
      2,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'IMPORT_NOT_XLSX')
      throw new AppError(400, 'AGENCY_FILE_TYPE');
    throw error;
  }
  const [orderSheet, touristSheet] = sheets;
  if (!orderSheet || !touristSheet) throw new AppError(400, 'AGENCY_SHEET_MISSING');
  const orderCells = orderSheet.find((r) => r.row === ORDER_SHEET.valueRow)?.cells ?? [];
  if (isBlankRow(orderCells)) throw new AppError(400, 'ORDER_INFO_EMPTY');
  const tourists = touristSheet
    .filter((r) => r.row >= TOURIST_SHEET.firstRow && !isBlankRow(r.cells))
    .map((r) => ({ rowNumber: r.row, cells: r.cells }));
  if (tourists.length === 0) throw new AppError(400, 'TOURISTS_EMPTY');
  if (tourists.length > MAX_TOURISTS) throw new AppError(400, 'TOURISTS_TOO_MANY', { max: MAX_TOURISTS });
  return { orderCells, tourists };
}

const list = (values: readonly (string | number)[]) => ({
  type: 'list' as const,
  allowBlank: true,
  formulae: [`"${values.join(',')}"`],
});

/** The template: the example values of `example` (play date, an ID number of the right form). */
export async function writeTemplate(example: { playDate: string; idNumber: string }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const order = book.addWorksheet(ORDER_SHEET.name);
  order.addRow([...ORDER_SHEET.headers]).font = { bold: true };
  order.addRow([
    example.playDate,
    example.playDate,
    AGENCY_PAY_TYPES.onAccount,
    '王导',
    '13800138000',
    '',
    '',
    '',
    '',
    '',
  ]);
  order.columns.forEach((c) => {
    c.width = 20;
    c.numFmt = '@';
  });
  order.getCell('C2').dataValidation = list([AGENCY_PAY_TYPES.cash, AGENCY_PAY_TYPES.onAccount]);

  const tourists = book.addWorksheet(TOURIST_SHEET.name);
  tourists.addRow(['游客信息（每行一位游客，最多200位；第4行为示例，请替换）']).font = { bold: true };
  tourists.addRow([
    '证件类型：0 身份证、1 港澳通行证、2 护照；证明材料：是/否；性别：男/女/未知；身高单位厘米（0–250）',
  ]);
  tourists.addRow([...TOURIST_SHEET.headers]).font = { bold: true };
  tourists.addRow(['张三', example.idNumber, '0', '13800138000', '否', '男', '', '170', '']);
  tourists.columns.forEach((c) => {
    c.width = 18;
    c.numFmt = '@';
  });
  for (let row = TOURIST_SHEET.firstRow; row <= TOURIST_SHEET.lastRow; row++) {
    tourists.getCell(row, 3).dataValidation = list([0, 1, 2]);
    tourists.getCell(row, 5).dataValidation = list(SUPPORTING_TEXT);
    tourists.getCell(row, 6).dataValidation = list(SEX_TEXT);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
