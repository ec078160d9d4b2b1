// SQL of the shadow rebuild-and-compare (shadowCompare.ts). Identifiers interpolated here are either
// made by `shadowSchemaName` (lower-case letters, digits and underscores only) or names Postgres
// itself quoted (QUALIFIED with %I, TABLE_SHAPE with %L), so no text from outside reaches the statements.
import { COMPARE_EXAMPLES_MAX } from '../../domain/readModelAudit/readModelAudit.schema.ts';

const IDENTIFIER_MAX = 63;

/** The scratch schema of a projection's shadow copy: `shadow_<name>`, made a plain identifier. */
export function shadowSchemaName(projection: string): string {
  const plain = projection.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `shadow_${plain}`.slice(0, IDENTIFIER_MAX);
}

/** One compare per shadow schema at a time, across processes (session lock, freed with the session). */
export const TRY_LOCK = `select pg_try_advisory_lock(hashtext('shadow:' || $1)) as locked`;
export const UNLOCK = `select pg_advisory_unlock(hashtext('shadow:' || $1))`;

export const dropSchema = (schema: string) => `drop schema if exists "${schema}" cascade`;
export const createSchema = (schema: string) => `create schema "${schema}"`;
/** Unqualified names of the statements that follow, in this transaction only, land in `schema`. */
export const searchPathOf = (schema: string) => `set local search_path to "${schema}"`;

/** The table an unqualified name means under the current search_path, as `schema.table` (%I-quoted). */
export const QUALIFIED = `select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = to_regclass($1)`;

export const COUNTS = (live: string, shadow: string) =>
  `select (select count(*) from ${live})::text as live, (select count(*) from ${shadow})::text as shadow`;

/**
 * A live table's columns in their order, its primary-key columns, and how examples are ordered: by
 * the columns in their order, as `r->'col', …` with each name quoted by Postgres (%L), so the live and
 * the shadow row of the same key come out side by side.
 */
export const TABLE_SHAPE = `select
    array(select attname::text from pg_attribute
      where attrelid = to_regclass($1) and attnum > 0 and not attisdropped order by attnum) as columns,
    array(select a.attname::text from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = to_regclass($1) and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)) as key,
    (select string_agg(format('r->%L', attname), ', ' order by attnum) from pg_attribute
      where attrelid = to_regclass($1) and attnum > 0 and not attisdropped) as "orderBy"`;

/**
 * Rows of `a` that `b` lacks, each row as a JSON object (so column order and json columns do not
 * matter), counted with duplicates (`except all`), and the first few of them in `order`.
 */
export const ONLY_IN = (a: string, b: string, order: string) => `with d as (
    select to_jsonb(x) as r from ${a} x except all select to_jsonb(y) from ${b} y
  )
  select (select count(*) from d)::text as n,
    coalesce((select jsonb_agg(r order by ${order}) from (select r from d order by ${order}
      limit ${COMPARE_EXAMPLES_MAX}) e), '[]'::jsonb) as examples`;
