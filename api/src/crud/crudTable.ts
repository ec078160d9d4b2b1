// Plain-SQL access to one CRUD table (master data, rules): the API's field names mapped to columns
// once, then list (paged, scoped to scenic areas, filtered), get, insert, update, delete. Table and
// column names come from this code, never from a request; values always travel as parameters.
import type pg from 'pg';

export type Db = pg.Pool | pg.PoolClient;

export interface Column {
  /** The API's field name. */
  field: string;
  /** The table column written and read (omit for read-only fields given by `select`). */
  column?: string;
  /** SQL read instead of `t.<column>` (joins, casts); `t` is the table's alias. */
  select?: string;
}

/** A filter condition: SQL with `?` for each value, e.g. ['t.zone_id = ?', 3]. */
export type Condition = [sql: string, ...values: unknown[]];

export interface ListOptions {
  scope: number[] | 'all';
  where?: (Condition | undefined | false)[];
  pageItems: number;
  pageNumber: number;
}

export interface CrudTable<Row> {
  /** Name in the audit log. */
  entity: string;
  table: string;
  /** The column holding the scenic area a row belongs to (`id` for scenic areas themselves). */
  areaColumn: string;
  areaOf(row: Row): number;
  list(db: Db, options: ListOptions): Promise<[Row[], number]>;
  /** Every row `list` would page through, without paging or counting (one query). */
  all(db: Db, options: Omit<ListOptions, 'pageItems' | 'pageNumber'>): Promise<Row[]>;
  get(db: Db, id: number, lock?: boolean): Promise<Row | undefined>;
  insert(db: Db, values: object): Promise<Row>;
  update(db: Db, id: number, values: object): Promise<Row>;
  remove(db: Db, id: number): Promise<void>;
}

export interface TableSpec<Row> {
  entity: string;
  table: string;
  areaColumn: string;
  areaOf(row: Row): number;
  columns: Column[];
  /** Values written as JSON (jsonb columns). */
  jsonFields?: string[];
  orderBy?: string;
}

/** Replaces each `?` of the conditions with `$n`, numbering after `offset` parameters. */
export function whereClause(conditions: Condition[], offset = 0): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const built = conditions.map(([sql, ...values]) => {
    let i = 0;
    return sql.replace(/\?/g, () => {
      params.push(values[i++]);
      return `$${offset + params.length}`;
    });
  });
  return { sql: built.length ? `where ${built.join(' and ')}` : '', params };
}

export function defineTable<Row>(spec: TableSpec<Row>): CrudTable<Row> {
  const selectList = spec.columns.map((c) => `${c.select ?? `t.${c.column}`} as "${c.field}"`).join(', ');
  const from = `from ${spec.table} t`;
  const writable = spec.columns.filter((c) => c.column && c.field !== 'id');
  const json = new Set(spec.jsonFields ?? []);
  const written = (values: Record<string, unknown>, field: string) =>
    json.has(field) ? JSON.stringify(values[field]) : values[field];
  const present = (values: object) => writable.filter((c) => c.field in values);
  const conditionsOf = (options: Pick<ListOptions, 'scope' | 'where'>): Condition[] => {
    const conditions = options.where?.filter((c): c is Condition => Boolean(c)) ?? [];
    if (options.scope !== 'all') conditions.unshift([`t.${spec.areaColumn} = any(?)`, options.scope]);
    return conditions;
  };

  const get = async (db: Db, id: number, lock = false): Promise<Row | undefined> => {
    if (lock) await db.query(`select 1 from ${spec.table} where id = $1 for update`, [id]);
    const { rows } = await db.query(`select ${selectList} ${from} where t.id = $1`, [id]);
    return rows[0] as Row | undefined;
  };

  return {
    entity: spec.entity,
    table: spec.table,
    areaColumn: spec.areaColumn,
    areaOf: spec.areaOf,
    get,

    async list(db, options) {
      const where = whereClause(conditionsOf(options));
      const total = await db.query(`select count(*)::int as n ${from} ${where.sql}`, where.params);
      const limit = where.params.length + 1;
      const { rows } = await db.query(
        `select ${selectList} ${from} ${where.sql} order by ${spec.orderBy ?? 't.id'}
         limit $${limit} offset $${limit + 1}`,
        [...where.params, options.pageItems, (options.pageNumber - 1) * options.pageItems],
      );
      return [rows as Row[], total.rows[0].n as number];
    },

    async all(db, options) {
      const where = whereClause(conditionsOf(options));
      const { rows } = await db.query(
        `select ${selectList} ${from} ${where.sql} order by ${spec.orderBy ?? 't.id'}`,
        where.params,
      );
      return rows as Row[];
    },

    async insert(db, values) {
      const cols = present(values);
      const v = values as Record<string, unknown>;
      const { rows } = await db.query(
        `insert into ${spec.table} (${cols.map((c) => c.column).join(', ')})
         values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        cols.map((c) => written(v, c.field)),
      );
      return (await get(db, rows[0].id as number))!;
    },

    async update(db, id, values) {
      const cols = present(values);
      const v = values as Record<string, unknown>;
      if (cols.length > 0) {
        await db.query(
          `update ${spec.table} set ${cols.map((c, i) => `${c.column} = $${i + 2}`).join(', ')} where id = $1`,
          [id, ...cols.map((c) => written(v, c.field))],
        );
      }
      return (await get(db, id))!;
    },

    async remove(db, id) {
      await db.query(`delete from ${spec.table} where id = $1`, [id]);
    },
  };
}

/** `(select name from <table> where id = t.<column>)`: a referenced record's name. */
export const nameOf = (table: string, column: string) => `(select name from ${table} where id = t.${column})`;

/**
 * The rows of `table` that `where` selects (and `holds` says of a read row), as a table of their own:
 * lists see only them, and a row outside them is not found (so updates and deletes through the CRUD
 * kit answer 404). One record kind managed on two screens: the recharge rules among the discounts.
 */
export function narrowTable<Row>(
  table: CrudTable<Row>,
  where: Condition,
  holds: (row: Row) => boolean,
): CrudTable<Row> {
  const narrowed = <O extends Pick<ListOptions, 'where'>>(options: O): O => ({
    ...options,
    where: [where, ...(options.where ?? [])],
  });
  return {
    ...table,
    list: (db, options) => table.list(db, narrowed(options)),
    all: (db, options) => table.all(db, narrowed(options)),
    async get(db, id, lock) {
      const row = await table.get(db, id, lock);
      return row && holds(row) ? row : undefined;
    },
  };
}
