// The spreadsheet guard on its own: the rows of a small sheet, the archive limits (entry count,
// unpacked size, packing ratio), the declared dimension, and the parse's time budget.

import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from '../../api/src/uploads/archiveCheck.ts';
import { columnNumber, declaredExtent } from '../../api/src/uploads/sheetDimension.ts';
import { readFirstSheet } from '../../api/src/uploads/spreadsheetGuard.ts';
import { storedZip, zipArchive } from '../../api/src/uploads/zipArchive.ts';
import { sheetWithoutDimension } from './support/hostileXlsx.ts';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { code?: string }) => e.code,
  );

describe('spreadsheet guard', () => {
  const small = sheetWithoutDimension({ A1: 'no', B1: 'name', A2: '1', B2: 'gate', B4: 'last' });

  it('answers the rows of the first sheet, with their numbers', async () => {
    expect(await readFirstSheet(small, { maxDataRows: 10 })).toEqual([
      { row: 1, cells: ['no', 'name'] },
      { row: 2, cells: ['1', 'gate'] },
      { row: 4, cells: ['', 'last'] },
    ]);
  });

  it('refuses rows below the limit and columns beyond it while reading', async () => {
    expect(await refusal(readFirstSheet(small, { maxDataRows: 2 }))).toBe('IMPORT_TOO_MANY_ROWS');
    expect(await refusal(readFirstSheet(small, { maxDataRows: 9, maxColumns: 1 }))).toBe(
      'SPREADSHEET_TOO_WIDE',
    );
  });

  it('stops a parse that runs out of time', async () => {
    // Ten thousand cells take the (warm) worker far longer than the 1 ms budget: a small sheet could
    // come back first on a busy machine, since the answer and the timer then race.
    const cells = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`A${i + 1}`, `row ${i}`]));
    const big = sheetWithoutDimension({
      ...cells,
      ...Object.fromEntries(Object.keys(cells).map((k) => [`B${k.slice(1)}`, 'x'])),
    });
    expect(await refusal(readFirstSheet(big, { maxDataRows: 6_000, timeoutMs: 1 }))).toBe(
      'SPREADSHEET_TOO_SLOW',
    );
  });

  it('refuses archives beyond the entry count, the unpacked size or the packing ratio', async () => {
    const many = storedZip(
      Array.from({ length: 300 }, (_, i) => ({ name: `x${i}`, data: Buffer.from('x') })),
    );
    expect(await refusal(readFirstSheet(many, { maxDataRows: 9 }))).toBe('SPREADSHEET_TOO_LARGE');
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    const packed = { name: 'docProps/big.xml', method: 8 as const, crc: 0, size: zeros.length };
    const tight = zipArchive([{ ...packed, data: deflateRawSync(zeros) }]);
    expect(await refusal(readFirstSheet(tight, { maxDataRows: 9 }))).toBe('SPREADSHEET_TOO_LARGE');
    const limits = { ...ARCHIVE_LIMITS, maxTotalBytes: 1024 };
    expect(await refusal(readFirstSheet(small, { maxDataRows: 9, archive: limits }))).toBe(
      'SPREADSHEET_TOO_LARGE',
    );
    expect(await refusal(readFirstSheet(Buffer.from('not a zip'), { maxDataRows: 9 }))).toBe(
      'IMPORT_NOT_XLSX',
    );
  });

  it('reads the declared dimension', () => {
    expect(columnNumber('XFD')).toBe(16384);
    expect(declaredExtent(Buffer.from('<worksheet><dimension ref="A1:N2001"/>'))).toEqual({
      lastRow: 2001,
      lastColumn: 14,
    });
    expect(declaredExtent(Buffer.from('<x:dimension ref="C7"/>'))).toEqual({ lastRow: 7, lastColumn: 3 });
    expect(declaredExtent(Buffer.from('<sheetData/>'))).toBeNull();
  });
});
