// What every CRUD route (master data, rules) shares: the spec's list query (pageItems, pageNumber,
// scenicAreaID), a list's filters and scope, and the add / edit / delete (and enable) calls, registered
// once for each entity by `registerWrites`. Answers are `ok` / `page` of domain/http/replies.ts.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Actor } from '../../../domain/auth/actor.ts';
import { ok } from '../../../domain/http/replies.ts';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import { INT4_MAX, QueryId } from '../../../domain/inputBounds.ts';
import { PAGE_ITEMS_MAX, RecordId } from '../../../domain/masterData/fields.ts';
import type { App } from '../appContext.ts';
import { actorOf } from '../auth/guard.ts';
import { createRow, deleteRow, setEnabled, updateRow } from './auditedWrites.ts';
import type { Condition, CrudTable, ListOptions } from './crudTable.ts';

export const PageQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(PAGE_ITEMS_MAX).default(20),
  pageNumber: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  scenicAreaID: QueryId.optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A name filter: rows whose name contains the text. */
export const NameQuery = z.object({ name: z.string().trim().max(64).optional() });

export const IdBody = z.strictObject({ id: RecordId });

/** The spec's enable call: `isEnable` as a boolean or 0/1. */
export const EnableBody = z.strictObject({
  id: RecordId,
  isEnable: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
});

/** Paging, scope and filters of a list call; `scenicAreaID` narrows it to one area when given. */
export function listOptions(
  actor: Actor,
  query: PageQuery,
  where: ListOptions['where'] = [],
  areaColumn = 'scenic_area_id',
): ListOptions {
  const area: Condition | undefined =
    query.scenicAreaID === undefined ? undefined : [`t.${areaColumn} = ?`, query.scenicAreaID];
  return {
    scope: actor.areaScope,
    pageItems: query.pageItems,
    pageNumber: query.pageNumber,
    where: [area, ...(where ?? [])],
  };
}

/** `t.name ilike %text%` when a name filter is given. */
export function nameLike(text: string | undefined, column = 't.name'): Condition | undefined {
  if (!text) return undefined;
  return [`${column} ilike ?`, likePattern(text)];
}

/** An ilike pattern matching values that contain `text` literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Removes `id` from an edit body, leaving the values to write. */
export function withoutId<T extends { id: number }>(body: T): { id: number; values: Omit<T, 'id'> } {
  const { id, ...values } = body;
  return { id, values };
}

/** What one CRUD entity's add / edit / delete (and enable) calls state; the rest is shared. */
export interface EntityWrites<Row extends { id: number }, Values extends object> {
  /** `/api/<entity>`: the calls are `<path>/add`, `<path>/edit`, `<path>/delete` (and `<path>/enable`). */
  path: string;
  /** The record as the API page's summaries name it ('scenic area'). */
  noun: string;
  /** The writes' guard: `{ preHandler: requireFlag('<flag>') }`. */
  guard: { preHandler: preHandlerAsyncHookHandler };
  table: CrudTable<Row>;
  input: z.ZodType<Values>;
  edit: z.ZodType<Values & { id: number }>;
  row: z.ZodType;
  /** The scenic area a new record goes to (null: a new scenic area); default: its `scenicAreaID`. */
  areaOf?: (values: Values) => number | null;
  /** What is written for an add or edit body (without its id); default: the body. */
  stored?: (values: Values) => Values;
  /** Runs first in an add's transaction. */
  checkAdd?: (tx: pg.PoolClient, values: Values, actor: Actor) => Promise<void>;
  /** Runs first in an edit's transaction, with the record as it was. */
  checkEdit?: (tx: pg.PoolClient, values: Values, id: number, before: Row, actor: Actor) => Promise<void>;
  /** What still uses a record: deleting it answers 409 with that code. */
  inUse?: (tx: pg.PoolClient, row: Row) => Promise<ErrorCode | undefined>;
  /** The rows have `isEnable`, switched with POST `<path>/enable`. */
  enable?: boolean;
  /**
   * Runs after each write has committed, with the row it answers (for a delete, the row as it was):
   * live notices, tidying. Its failure is logged, never the caller's answer: the write stands.
   */
  afterWrite?: (row: Row) => Promise<void> | void;
}

const areaOfValues = (values: object) => (values as { scenicAreaID: number }).scenicAreaID;

/** The API page's summaries of the shared write calls of `noun` ('Add an attraction (zone)'). */
export function writeSummaries(noun: string) {
  const one = `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
  return {
    add: `Add ${one}`,
    edit: `Edit ${one}`,
    delete: `Delete ${one} (409 while in use)`,
    enable: `Enable or disable ${one}`,
  };
}

/** POST `<path>/{add,edit,delete}` (and `/enable`), each audited in one transaction, answering the row. */
export function registerWrites<Row extends { id: number }, Values extends object>(
  app: App,
  pool: pg.Pool,
  w: EntityWrites<Row, Values>,
): void {
  const answer = ok(w.row);
  const stored = w.stored ?? ((values: Values) => values);
  const areaOf = w.areaOf ?? areaOfValues;
  const summary = writeSummaries(w.noun);
  const answered = async (request: FastifyRequest, row: Row) => {
    try {
      await w.afterWrite?.(row);
    } catch (err) {
      request.log.warn({ err, path: w.path }, 'after-write step failed');
    }
    return { msg: '', data: row };
  };

  app.post(
    `${w.path}/add`,
    { ...w.guard, schema: { summary: summary.add, body: w.input, response: { 200: answer } } },
    async (request) => {
      const actor = actorOf(request);
      const values = stored(request.body as Values);
      const check = w.checkAdd && ((tx: pg.PoolClient) => w.checkAdd!(tx, values, actor));
      return answered(request, await createRow(pool, actor, w.table, areaOf(values), values, check));
    },
  );

  app.post(
    `${w.path}/edit`,
    { ...w.guard, schema: { summary: summary.edit, body: w.edit, response: { 200: answer } } },
    async (request) => {
      const actor = actorOf(request);
      const { id, values: sent } = withoutId(request.body as Values & { id: number });
      const values = stored(sent as unknown as Values);
      const check =
        w.checkEdit && ((tx: pg.PoolClient, before: Row) => w.checkEdit!(tx, values, id, before, actor));
      return answered(request, await updateRow(pool, actor, w.table, id, values, check));
    },
  );

  app.post(
    `${w.path}/delete`,
    {
      ...w.guard,
      schema: { summary: summary.delete, body: IdBody, response: { 200: answer } },
    },
    async (request) =>
      answered(request, await deleteRow(pool, actorOf(request), w.table, request.body.id, w.inUse)),
  );

  if (!w.enable) return;
  app.post(
    `${w.path}/enable`,
    {
      ...w.guard,
      schema: { summary: summary.enable, body: EnableBody, response: { 200: answer } },
    },
    async (request) =>
      answered(
        request,
        await setEnabled(pool, actorOf(request), w.table, request.body.id, request.body.isEnable),
      ),
  );
}
