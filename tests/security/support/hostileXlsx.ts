// Hostile .xlsx files, built small: a minimal workbook around a given sheet, and one whose shared
// string unpacks to hundreds of megabytes (deflated while it is generated, so the test stays light).
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { type ZipEntry, zipArchive } from '../../../api/src/uploads/zipArchive.ts';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const deflated = (name: string, text: string): ZipEntry => {
  const raw = Buffer.from(text, 'utf8');
  return { name, method: 8, crc: crc32(raw), size: raw.length, data: deflateRawSync(raw) };
};

/** The entries of a workbook of `sheets` sheets besides the sheets and the shared strings. */
function frame(sheets = 1): ZipEntry[] {
  const numbers = Array.from({ length: sheets }, (_, i) => i + 1);
  return [
    deflated(
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        numbers
          .map(
            (n) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
        `</Types>`,
    ),
    deflated(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets>` +
        numbers.map((n) => `<sheet name="Sheet${n}" sheetId="${n}" r:id="rId${n}"/>`).join('') +
        `</sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        numbers
          .map(
            (n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId0" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
  ];
}

/** The XML of a sheet of inline-string cells, e.g. `{ A1: 'Device number', A1048576: 'x' }`. */
function sheetXml(cells: Record<string, string>, dimension?: string): string {
  const rows = new Map<number, string[]>();
  for (const [ref, text] of Object.entries(cells)) {
    const row = Number(ref.replace(/^[A-Z]+/, ''));
    rows.set(row, [...(rows.get(row) ?? []), `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`]);
  }
  const body = [...rows].map(([r, cs]) => `<row r="${r}">${cs.join('')}</row>`).join('');
  const declared = dimension ? `<dimension ref="${dimension}"/>` : '';
  return `<?xml version="1.0"?><worksheet xmlns="${NS}">${declared}<sheetData>${body}</sheetData></worksheet>`;
}

/**
 * A workbook of one sheet per entry of `sheets` (inline-string cells), each declaring the
 * `<dimension ref>` given beside it (none when it is undefined: a sheet may lie or stay silent).
 */
export function workbookOf(sheets: { cells: Record<string, string>; dimension?: string }[]): Buffer {
  const strings = `<?xml version="1.0"?><sst xmlns="${NS}" count="0" uniqueCount="0"></sst>`;
  return zipArchive([
    ...frame(sheets.length),
    deflated('xl/sharedStrings.xml', strings),
    ...sheets.map((sheet, i) =>
      deflated(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet.cells, sheet.dimension)),
    ),
  ]);
}

/** A sheet of inline-string cells, e.g. `{ A1: 'Device number', A1048576: 'x' }`, with no `<dimension>`. */
export function sheetWithoutDimension(cells: Record<string, string>): Buffer {
  return workbookOf([{ cells }]);
}

/** The header row and one cell at A1048576, as exceljs writes it (with its `<dimension ref>`). */
export async function lastRowSheet(headers: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Devices');
  sheet.addRow(headers);
  sheet.getCell('A1048576').value = 'x';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A workbook whose one shared string is `megabytes` MB of "A": a few hundred kB on the wire. With
 * `declaredSize` the archive's headers state that size instead of the real one (a lying header).
 */
export async function hugeSharedString(megabytes: number, declaredSize?: number): Promise<Buffer> {
  const head = Buffer.from(`<?xml version="1.0"?><sst xmlns="${NS}" count="1" uniqueCount="1"><si><t>`);
  const tail = Buffer.from('</t></si></sst>');
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  const write = async (b: Buffer) => {
    crc = crc32(b, crc);
    size += b.length;
    if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(head);
  for (let i = 0; i < megabytes; i++) await write(chunk);
  crc = crc32(tail, crc);
  size += tail.length;
  deflate.end(tail);
  await done;
  const strings: ZipEntry = {
    name: 'xl/sharedStrings.xml',
    method: 8,
    crc,
    size: declaredSize ?? size,
    data: Buffer.concat(out),
  };
  const sheet = `<?xml version="1.0"?><worksheet xmlns="${NS}"><dimension ref="A1"/><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`;
  return zipArchive([...frame(), strings, deflated('xl/worksheets/sheet1.xml', sheet)]);
}
