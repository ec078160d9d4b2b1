// The first gate of an uploaded .xlsx (a zip archive): its central directory is read with yauzl and
// refused when it has too many entries, an entry unpacks beyond the limit, all entries together do,
// or an entry is packed suspiciously tightly; then only the entries a spreadsheet parser reads are
// unpacked, with yauzl counting the bytes so a header that under-states a size is caught while
// streaming. Unpacking runs in zlib's thread pool: the event loop stays free.
import type { Readable } from 'node:stream';
import yauzl, { type Entry } from 'yauzl';
import { AppError } from '../http/appError.ts';

export interface ArchiveLimits {
  maxEntries: number;
  /** Unpacked bytes of one entry. */
  maxEntryBytes: number;
  /** Unpacked bytes of all entries. */
  maxTotalBytes: number;
  /** Unpacked / packed size of an entry above 1 MiB. */
  maxRatio: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 256,
  maxEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxRatio: 200,
};

export interface ArchiveFile {
  name: string;
  data: Buffer;
}

const RATIO_FLOOR = 1024 * 1024;
/** What a workbook reader needs: the workbook, its relations, shared strings, styles and the sheets. */
const WORKBOOK_PART =
  /^xl\/(?:_rels\/workbook\.xml\.rels|workbook\.xml|sharedStrings\.xml|styles\.xml|worksheets\/sheet(\d+)\.xml)$/;

const tooLarge = (limits: ArchiveLimits) =>
  new AppError(400, 'SPREADSHEET_TOO_LARGE', { maxMb: limits.maxTotalBytes / 1024 / 1024 });

function checkEntry(entry: Entry, limits: ArchiveLimits): void {
  const { uncompressedSize: size, compressedSize: packed } = entry;
  if (size > limits.maxEntryBytes) throw tooLarge(limits);
  if (size > RATIO_FLOOR && size / Math.max(packed, 1) > limits.maxRatio) throw tooLarge(limits);
}

async function unpack(zip: yauzl.ZipFile, entry: Entry, limits: ArchiveLimits): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new AppError(400, 'IMPORT_NOT_XLSX');
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (error) {
    // validateEntrySizes: more bytes than the central directory states (fewer is a broken file).
    if (/^too many bytes in the stream/.test((error as Error).message)) throw tooLarge(limits);
    throw new AppError(400, 'IMPORT_NOT_XLSX');
  }
  return Buffer.concat(chunks);
}

/**
 * The workbook parts of an uploaded archive, unpacked within `limits`, with only the first `sheets`
 * sheets (the lowest-numbered `xl/worksheets/sheetN.xml`), in the order a streaming reader wants them.
 */
export async function workbookParts(
  file: Buffer,
  limits = ARCHIVE_LIMITS,
  sheets = 1,
): Promise<ArchiveFile[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw new AppError(400, 'IMPORT_NOT_XLSX');
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw tooLarge(limits);
    const wanted: Entry[] = [];
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        checkEntry(entry, limits);
        total += entry.uncompressedSize;
        if (total > limits.maxTotalBytes) throw tooLarge(limits);
        if (WORKBOOK_PART.test(entry.fileName)) wanted.push(entry);
      }
    } catch (error) {
      throw error instanceof AppError ? error : new AppError(400, 'IMPORT_NOT_XLSX');
    }
    const sheetNo = (e: Entry) => Number(WORKBOOK_PART.exec(e.fileName)?.[1] ?? Number.NaN);
    const kept = new Set(
      wanted
        .map(sheetNo)
        .filter((n) => !Number.isNaN(n))
        .sort((a, b) => a - b)
        .slice(0, sheets),
    );
    // Shared parts first, then the kept sheets in their order.
    const rank = (e: Entry) => (Number.isNaN(sheetNo(e)) ? -1 : sheetNo(e));
    const parts = wanted
      .filter((e) => Number.isNaN(sheetNo(e)) || kept.has(sheetNo(e)))
      .sort((a, b) => rank(a) - rank(b));
    const files: ArchiveFile[] = [];
    for (const entry of parts) files.push({ name: entry.fileName, data: await unpack(zip, entry, limits) });
    return files;
  } finally {
    zip.close();
  }
}
