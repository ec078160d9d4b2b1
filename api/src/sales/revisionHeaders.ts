// Optimistic concurrency over HTTP for commands against one aggregate: the answer carries the
// stream's revision as its ETag; a command may send it back as If-Match, and a stale one gets 412.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The optional If-Match header: a revision, quoted or not, weak or not. */
export const IfMatch = z.object({
  'if-match': z
    .string()
    .regex(/^(W\/)?"?-?\d{1,19}"?$/)
    .optional(),
});
/** The revision an If-Match names, undefined without one. */
export const seenOf = (header?: string) =>
  header === undefined ? undefined : BigInt(header.replace(/^W\//, '').replaceAll('"', ''));
/** Sets the answer's ETag to a stream revision. */
export const etag = (reply: FastifyReply, version: bigint) => reply.header('etag', `"${version}"`);
