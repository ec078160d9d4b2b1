// Writes a zip archive (PKZIP 2.0: no zip64, no data descriptors) from entries whose bytes are
// already compressed (or stored). The spreadsheet guard uses it to hand the parser only the entries it
// checked; tests use it to build hostile archives.
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  /** CRC-32 of the uncompressed bytes. */
  crc: number;
  /** The uncompressed size the headers declare. */
  size: number;
  /** The entry's bytes as stored in the archive. */
  data: Buffer;
}

function header(entry: ZipEntry, name: Buffer, central: boolean, offset: number): Buffer {
  const b = Buffer.alloc(central ? 46 : 30);
  let at = 0;
  const u16 = (v: number) => {
    at = b.writeUInt16LE(v, at);
  };
  const u32 = (v: number) => {
    at = b.writeUInt32LE(v >>> 0, at);
  };
  u32(central ? 0x02014b50 : 0x04034b50);
  if (central) u16(20); // made by
  u16(20); // version needed
  u16(0x0800); // UTF-8 names
  u16(entry.method);
  u16(0); // time
  u16(0x21); // date 1980-01-01
  u32(entry.crc);
  u32(entry.data.length);
  u32(entry.size);
  u16(name.length);
  u16(0); // extra
  if (central) {
    u16(0); // comment
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offset);
  }
  return b;
}

/** The archive of `entries`, in order. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = header(entry, name, false, 0);
    central.push(header(entry, name, true, offset), name);
    parts.push(local, name, entry.data);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** An archive of uncompressed entries. */
export function storedZip(files: { name: string; data: Buffer }[]): Buffer {
  return zipArchive(
    files.map((f) => ({ name: f.name, method: 0, crc: crc32(f.data), size: f.data.length, data: f.data })),
  );
}
