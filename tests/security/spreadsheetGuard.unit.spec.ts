// The spreadsheet guard on its own: the rows of a small sheet, the archive limits (entry count,
// unpacked size, packing ratio), the declared dimension, the extent the sheet's tags really reach,
// and the parse's last-resort clock.

import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from '../../api/src/uploads/archiveCheck.ts';
import { columnNumber, declaredExtent, scannedExtent } from '../../api/src/uploads/sheetDimension.ts';
import { readFirstSheet } from '../../api/src/uploads/spreadsheetGuard.ts';
import { storedZip, zipArchive } from '../../api/src/uploads/zipArchive.ts';
import { sheetWithoutDimension, workbookOf } from './support/hostileXlsx.ts';

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

  it('refuses a sheet whose tags reach beyond its declared dimension before parsing it', async () => {
    // The last-resort clock of 1 ms would stop any parse: the refusal comes from the scan.
    const lying = workbookOf([{ cells: { A1: 'no', A1048576: 'x' }, dimension: 'A1' }]);
    const wide = workbookOf([{ cells: { A1: 'no', XFD2: 'x' }, dimension: 'A1:B2' }]);
    const limits = { maxDataRows: 2000, lastResortMs: 1 };
    expect(await refusal(readFirstSheet(lying, limits))).toBe('IMPORT_TOO_MANY_ROWS');
    expect(await refusal(readFirstSheet(wide, limits))).toBe('SPREADSHEET_TOO_WIDE');
  });

  it('stops a parse that never answers at the last-resort clock', async () => {
    // Ten thousand cells take the (warm) worker far longer than a 1 ms clock, which starts only once
    // the worker is ready: a small sheet could come back first, since the answer and the timer race.
    const cells = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`A${i + 1}`, `row ${i}`]));
    const big = sheetWithoutDimension({
      ...cells,
      ...Object.fromEntries(Object.keys(cells).map((k) => [`B${k.slice(1)}`, 'x'])),
    });
    expect(await refusal(readFirstSheet(big, { maxDataRows: 6_000, lastResortMs: 1 }))).toBe(
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

  it('scans the rows and cells a sheet really has, across slices and namespace prefixes', async () => {
    const tags = '<x:row r="2" spans="1:2"><x:c r="B2" s="1"/></x:row><cols><col min="1"/></cols>';
    expect(await scannedExtent(Buffer.from(`<worksheet>${tags}<rowBreaks/></worksheet>`))).toEqual({
      lastRow: 2,
      lastColumn: 2,
      rows: 1,
    });
    // 3 MB of rows without numbers, then a cell far down: every slice is read, no tag is cut.
    const filler = '<row><c t="inlineStr"><is><t>padding text</t></is></c></row>'.repeat(60_000);
    const scanned = await scannedExtent(Buffer.from(`<sheetData>${filler}<row r="9"><c r="AA70000"/></row>`));
    expect(scanned).toEqual({ lastRow: 70_000, lastColumn: 27, rows: 60_001 });
  });
});
