// The one file of a multipart upload streamed to a temporary file beside where it will be kept (so
// a large video never sits in memory), with its size, SHA-256 and first bytes (to judge its type).
// The refusals are uploadedFile's: not multipart, no file, over the scope's `fileSize`, a broken
// body — each a translated 4xx, the temporary file removed.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/appError.ts';
import { consumeUpload, type UploadRefusals } from './uploadedFile.ts';

export interface FileOnDisk {
  /** The temporary file; the caller renames it into place or calls `discard`. */
  tempPath: string;
  size: number;
  sha256: string;
  /** The first `headBytes` bytes (fewer for a smaller file). */
  head: Buffer;
  filename: string;
  discard(): Promise<void>;
}

/** Streams the upload into `<dir>/.incoming/`; keeps the first `headBytes` bytes for sniffing. */
export async function uploadedFileOnDisk(
  request: FastifyRequest,
  dir: string,
  refusals: UploadRefusals,
  headBytes = 64,
): Promise<FileOnDisk> {
  const incoming = path.join(dir, '.incoming');
  await mkdir(incoming, { recursive: true });
  const tempPath = path.join(incoming, randomUUID());
  const discard = () => rm(tempPath, { force: true });
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < headBytes) head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
      done(null, chunk);
    },
  });
  try {
    const filename = await consumeUpload(request, refusals, async (part) => {
      await pipeline(part.file, measure, createWriteStream(tempPath));
      return part.filename;
    });
    if (size === 0) throw new AppError(400, refusals.missing);
    return { tempPath, size, sha256: hash.digest('hex'), head, filename, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
