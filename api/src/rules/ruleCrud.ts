// The calls every rule shares, in the spec's style: GET /api/<entity> (pageItems, pageNumber,
// scenicAreaID, name, isEnable and the rule's own filters) → { msg, data: [rows, total] };
// POST /api/<entity>/{add,edit,delete,enable} → { msg, data: row }. Writes go through the
// CRUD kit (api/src/crud/): scope checked, one transaction, the change in the audit log.
import type pg from 'pg';
import { z } from 'zod';
import type { FlagKey } from '../../../domain/auth/permissionFlags.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';
import type { App } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { createRow, deleteRow, updateRow } from '../crud/auditedWrites.ts';
import { EnableBody, IdBody, listOptions, nameLike, PageQuery, writeSummaries } from '../crud/crudRoutes.ts';
import type { Condition, CrudTable } from '../crud/crudTable.ts';
import { AppError } from '../http/appError.ts';

export type RuleRow = { id: number; scenicAreaID: number };
export type RuleValues = Record<string, unknown> & { scenicAreaID: number };
type Query = z.infer<typeof PageQuery> & { name?: string; isEnable?: boolean } & Record<string, unknown>;

export interface RuleResource<Row extends RuleRow> {
  /** Path (`/api/<entity>`) and the audit log's entity name. */
  entity: string;
  /** The rule as the API page's summaries name it ('billing rule'). */
  noun: string;
  flag: FlagKey;
  /** Other flags that may list the rules (the screens that pick one: devices pick print templates). */
  pickedBy?: FlagKey[];
  table: CrudTable<Row>;
  input: z.ZodType;
  edit: z.ZodType;
  row: z.ZodType;
  /** The column the `name` filter searches (`t.calc_rule_name`). */
  nameColumn: string;
  /** The enable switch: `isEnable`, or a print template's `isEnablePrint`. */
  enableField: string;
  enableColumn: string;
  /** The rule's own list filters, each `[query schema, condition]`. */
  filters?: Record<string, [z.ZodType, (value: never) => Condition]>;
  /** Runs inside the write's transaction before add, edit and enable (references, uniqueness). */
  check?: (tx: pg.PoolClient, after: RuleValues, before: Row | null) => Promise<void>;
  /** What still uses a rule: deleting it, or moving it to another scenic area, answers 409 with it. */
  inUse?: (tx: pg.PoolClient, row: Row) => Promise<ErrorCode | undefined>;
}

export function registerRuleCrud<Row extends RuleRow>(app: App, pool: pg.Pool, r: RuleResource<Row>): void {
  const guard = { preHandler: requireFlag(r.flag) };
  const answer = ok(r.row);
  const summary = writeSummaries(r.noun);
  const filters = Object.entries(r.filters ?? {});
  const Query = PageQuery.extend({
    name: z.string().trim().max(64).optional(),
    isEnable: z.stringbool().optional(),
    ...Object.fromEntries(filters.map(([key, [schema]]) => [key, schema.optional()])),
  });

  /** Checks of an edit or a switch: the rule's own, and not moving a rule in use elsewhere. */
  const editCheck = (values: RuleValues) => async (tx: pg.PoolClient, before: Row) => {
    if (values.scenicAreaID !== before.scenicAreaID) {
      const code = await r.inUse?.(tx, before);
      if (code) throw new AppError(409, code);
    }
    await r.check?.(tx, { ...before, ...values }, before);
  };

  app.get(
    `/${r.entity}`,
    {
      preHandler: requireFlag(r.flag, ...(r.pickedBy ?? [])),
      schema: {
        summary: `${r.noun[0]!.toUpperCase()}${r.noun.slice(1)}s, paged (filters: scenic area, name, enabled, …)`,
        querystring: Query,
        response: { 200: page(r.row) },
      },
    },
    async (request) => {
      const q = request.query as Query;
      const where: (Condition | undefined | false)[] = [
        nameLike(q.name, r.nameColumn),
        q.isEnable !== undefined && [`t.${r.enableColumn} = ?`, q.isEnable],
        ...filters.map(([key, [, condition]]) => q[key] !== undefined && condition(q[key] as never)),
      ];
      return { msg: '', data: await r.table.list(pool, listOptions(actorOf(request), q, where)) };
    },
  );

  app.post(
    `/${r.entity}/add`,
    { ...guard, schema: { summary: summary.add, body: r.input, response: { 200: answer } } },
    async (request) => {
      const values = request.body as RuleValues;
      const check = r.check && ((tx: pg.PoolClient) => r.check!(tx, values, null));
      return {
        msg: '',
        data: await createRow(pool, actorOf(request), r.table, values.scenicAreaID, values, check),
      };
    },
  );

  app.post(
    `/${r.entity}/edit`,
    { ...guard, schema: { summary: summary.edit, body: r.edit, response: { 200: answer } } },
    async (request) => {
      const { id, ...body } = request.body as RuleValues & { id: number };
      // An edit without the enable switch keeps it as it is.
      const values = Object.fromEntries(
        Object.entries(body).filter(([, v]) => v !== undefined),
      ) as RuleValues;
      return {
        msg: '',
        data: await updateRow(pool, actorOf(request), r.table, id, values, editCheck(values)),
      };
    },
  );

  app.post(
    `/${r.entity}/delete`,
    {
      ...guard,
      schema: { summary: summary.delete, body: IdBody, response: { 200: answer } },
    },
    async (request) => ({
      msg: '',
      data: await deleteRow(pool, actorOf(request), r.table, request.body.id, r.inUse),
    }),
  );

  app.post(
    `/${r.entity}/enable`,
    {
      ...guard,
      schema: { summary: summary.enable, body: EnableBody, response: { 200: answer } },
    },
    async (request) => {
      const { id, isEnable } = request.body;
      const values = { [r.enableField]: isEnable };
      const check = (tx: pg.PoolClient, before: Row) => editCheck({ ...before, ...values })(tx, before);
      const action = isEnable ? 'enable' : 'disable';
      return { msg: '', data: await updateRow(pool, actorOf(request), r.table, id, values, check, action) };
    },
  );
}

/** Whether a row of `table` points at `id` through `column` (another feature's table, when it exists). */
export async function usedBy(tx: pg.PoolClient, table: string, column: string, id: number): Promise<boolean> {
  const known = await tx.query(
    `select 1 from information_schema.columns
     where table_schema = current_schema() and table_name = $1 and column_name = $2`,
    [table, column],
  );
  if (!known.rowCount) return false;
  const { rowCount } = await tx.query(`select 1 from ${table} where ${column} = $1 limit 1`, [id]);
  return (rowCount ?? 0) > 0;
}
