// The upload preview (spec 002 §2, §4, §5): the server's answer for each sheet row, the rows a
// person fixed in place, and whether the import may be confirmed (no row failing).
import { SEX_TEXT, SUPPORTING_TEXT } from '../../../domain/agencies/agencyCodes.ts';
import type { ImportPreview, Problem, TouristCells } from '../../../domain/agencies/agencyOrder.schema.ts';
import type { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import type { DraftTourist } from './orderDraftModel.ts';

/** A sheet row as the preview shows it: its cells, its problems, its priced tourist once it passes. */
export interface PreviewLine {
  rowNumber: number;
  cells: TouristCells;
  problems: Problem[];
  tourist: DraftTourist | null;
}

export const rowKey = (rowNumber: number) => `r${rowNumber}`;

export function linesOf(preview: ImportPreview): PreviewLine[] {
  return preview.tourists.map((row) => ({
    rowNumber: row.rowNumber,
    cells: row.cells,
    problems: row.problems,
    tourist:
      row.tourist && row.match
        ? { ...row.tourist, key: rowKey(row.rowNumber), reasons: row.match.matchResult }
        : null,
  }));
}

export const isFailing = (line: PreviewLine) => line.problems.length > 0 || line.tourist === null;

/** Sheet 1 and every row pass: the import may be confirmed. */
export const canConfirm = (preview: ImportPreview, lines: readonly PreviewLine[]) =>
  preview.orderInfo.value !== null && preview.orderInfo.problems.length === 0 && !lines.some(isFailing);

/** A checked row as the sheet would have held it (the preview's columns). */
export function cellsOf(row: TouristRow): TouristCells {
  return {
    name: row.name,
    certificateNumber: row.IDCard,
    certificateTypeText: String(row.certificateType),
    phoneNumber: row.mobile,
    supportingMaterialsText: SUPPORTING_TEXT[Number(row.supportingMaterials)] ?? '',
    sex: SEX_TEXT[row.sex] ?? '',
    belongingArea: row.region,
    height: row.height === null ? '' : String(row.height),
    remarks: row.remark,
  };
}

/** The lines with one row fixed: its cells rewritten, its problems gone, its tourist priced. */
export function withFixedLine(
  lines: readonly PreviewLine[],
  rowNumber: number,
  row: TouristRow,
  tourist: DraftTourist,
): PreviewLine[] {
  return lines.map((l) =>
    l.rowNumber === rowNumber ? { rowNumber, cells: cellsOf(row), problems: [], tourist } : l,
  );
}

/** The lines with one row's match refused: the server's words shown in the row (spec 002 §8). */
export function withMatchFailure(
  lines: readonly PreviewLine[],
  rowNumber: number,
  message: string,
): PreviewLine[] {
  return lines.map((l) =>
    l.rowNumber === rowNumber ? { ...l, problems: [{ field: 'match', message }], tourist: null } : l,
  );
}
