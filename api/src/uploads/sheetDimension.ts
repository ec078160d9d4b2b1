// The extent of a worksheet, judged from its XML without parsing it: the `<dimension ref="A1:N2001"/>`
// it declares (near its start), and the extent its `<row r>` and `<c r>` tags really reach, scanned
// in slices that leave the event loop free between them. A sheet may omit or under-state its
// dimension (a 2 kB file with one cell at A1048576 and `<dimension ref="A1"/>`); the scan sees the
// cell, so such a file is refused before any parser reads it.
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface SheetExtent {
  lastRow: number;
  lastColumn: number;
}

/** "A" → 1, "Z" → 26, "AA" → 27, "XFD" → 16384. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const c of letters.toUpperCase()) n = n * 26 + (c.charCodeAt(0) - 64);
  return n;
}

const DIMENSION = /<(?:\w+:)?dimension\s+ref="([A-Z]{1,3})(\d{1,7})(?::([A-Z]{1,3})(\d{1,7}))?"/;

/** The declared extent of a worksheet's XML, or null when it declares none. */
export function declaredExtent(sheetXml: Buffer): SheetExtent | null {
  const head = sheetXml.subarray(0, 64 * 1024).toString('utf8');
  const m = DIMENSION.exec(head);
  if (!m) return null;
  return { lastRow: Number(m[4] ?? m[2]), lastColumn: columnNumber(m[3] ?? m[1]!) };
}

export interface ScannedExtent extends SheetExtent {
  /** `<row>` tags: more of them than the last row allowed is too many rows, whatever they number. */
  rows: number;
}

/** A row or cell tag (any namespace prefix) and its attributes; `<col>`, `<cols>`, `<rowBreaks>` are not. */
const ROW_OR_CELL = /<(?:[\w.-]+:)?(row|c)(?=[\s/>])([^>]*)>/g;
const REFERENCE = /\sr\s*=\s*["']([A-Za-z]{0,3})(\d{1,10})["']/;
const SLICE = 1024 * 1024;
const LT = 0x3c;

function scanSlice(text: string, extent: ScannedExtent): void {
  for (const [, tag, attributes] of text.matchAll(ROW_OR_CELL)) {
    if (tag === 'row') extent.rows++;
    const ref = REFERENCE.exec(attributes!);
    if (!ref) continue;
    extent.lastRow = Math.max(extent.lastRow, Number(ref[2]));
    if (tag === 'c') extent.lastColumn = Math.max(extent.lastColumn, columnNumber(ref[1]!));
  }
}

/**
 * The extent a worksheet's row and cell tags reach and how many rows it has, read a slice of about
 * 1 MB at a time (each cut before a `<`, so no tag is split), yielding to the event loop between.
 */
export async function scannedExtent(sheetXml: Buffer): Promise<ScannedExtent> {
  const extent: ScannedExtent = { lastRow: 0, lastColumn: 0, rows: 0 };
  let start = 0;
  while (start < sheetXml.length) {
    let end = Math.min(start + SLICE, sheetXml.length);
    if (end < sheetXml.length) {
      // Before the last '<' of the slice; past the next one when a tag is longer than a slice.
      const cut = sheetXml.lastIndexOf(LT, end);
      const next = sheetXml.indexOf(LT, end);
      end = cut > start ? cut : next === -1 ? sheetXml.length : next;
    }
    scanSlice(sheetXml.toString('latin1', start, end), extent);
    start = end;
    if (start < sheetXml.length) await nextTurn();
  }
  return extent;
}
