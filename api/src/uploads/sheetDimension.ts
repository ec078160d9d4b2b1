// The extent a worksheet declares in `<dimension ref="A1:N2001"/>` (near its start), read without
// parsing the sheet. A sheet may omit it or under-state it; the row-by-row reader enforces the limits
// again.

export interface SheetExtent {
  lastRow: number;
  lastColumn: number;
}

/** "A" → 1, "Z" → 26, "AA" → 27, "XFD" → 16384. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
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
