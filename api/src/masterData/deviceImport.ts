// Device import: every row is resolved (names → ids, labels → codes) and validated with the same
// schema as the device form; any bad row refuses the whole file with each problem by row number in
// the caller's language; a good file is written in one transaction (new numbers are added, known
// numbers of the caller's areas are updated), every row in the audit log.
import type pg from 'pg';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { translate } from '../../../domain/i18n/errorMessages.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { CUSTOM, translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { DeviceInput, type ImportRowProblem } from '../../../domain/masterData/device.schema.ts';
import { codeFromText } from '../../../domain/masterData/deviceCodes.ts';
import {
  columnOfField,
  DEVICE_COLUMNS,
  type DeviceColumn,
  type DeviceColumnKey,
} from '../../../domain/masterData/deviceColumns.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { AppError } from '../http/appError.ts';
import { devices } from './device.repository.ts';
import type { SheetRow } from './deviceSheet.ts';

interface Lookups {
  areas: { id: number; name: string }[];
  zones: { id: number; name: string; area: number }[];
  /** Device number → its id and scenic area. */
  known: Map<string, { id: number; area: number }>;
  /** Print templates of the areas in scope: id → scenic area. */
  templates: Map<number, number>;
}

async function loadLookups(db: pg.Pool, actor: Actor): Promise<Lookups> {
  const scope = actor.areaScope;
  const all = scope === 'all';
  const ids = all ? [] : scope;
  const areas = await db.query('select id, name from scenic_areas where $1 or id = any($2)', [all, ids]);
  const zones = await db.query(
    'select id, name, scenic_area_id as area from zones where $1 or scenic_area_id = any($2)',
    [all, ids],
  );
  const known = await db.query('select id, device_no, scenic_area_id as area from devices');
  const templates = await db.query(
    'select id, scenic_area_id as area from print_templates where $1 or scenic_area_id = any($2)',
    [all, ids],
  );
  return {
    areas: areas.rows,
    zones: zones.rows,
    templates: new Map(templates.rows.map((r) => [r.id as number, r.area as number])),
    known: new Map(
      known.rows.map((r) => [r.device_no as string, { id: r.id as number, area: r.area as number }]),
    ),
  };
}

/** One id from a cell holding a name (or the id itself); undefined when none or several match. */
function pick<T extends { id: number; name: string }>(items: T[], text: string): number | undefined {
  const byId = /^\d+$/.test(text) ? items.find((i) => i.id === Number(text)) : undefined;
  if (byId) return byId.id;
  const named = items.filter((i) => i.name === text);
  return named.length === 1 ? named[0]!.id : undefined;
}

type Problem = { key: DeviceColumnKey; message: string };

/** A cell's value for the schema, or a problem (unknown reference or choice). */
function cellValue(column: DeviceColumn, text: string, areaId: unknown, data: Lookups, lang: Lang) {
  const custom = (key: string) => ({ problem: CUSTOM[key]![lang] });
  if (text === '') return { value: column.kind === 'optionalInt' ? null : undefined };
  if (column.kind === 'area') return pick(data.areas, text) ?? custom('unknownScenicArea');
  if (column.kind === 'zone') {
    const zones = data.zones.filter((z) => z.area === areaId);
    return typeof areaId === 'number' ? (pick(zones, text) ?? custom('unknownZone')) : { value: undefined };
  }
  if (typeof column.kind === 'object')
    return codeFromText(column.kind.codes, text) ?? custom('unknownChoice');
  if (column.kind === 'text') return { value: text };
  return { value: /^-?\d+$/.test(text) ? Number(text) : text };
}

/** Resolves and validates every row; answers the devices to write or all the problems found. */
export function checkRows(rows: SheetRow[], data: Lookups, actor: Actor, lang: Lang) {
  const problems: ImportRowProblem[] = [];
  const valid: { row: number; input: DeviceInput }[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const found: Problem[] = [];
    const candidate: Record<string, unknown> = {};
    for (const column of DEVICE_COLUMNS) {
      const resolved = cellValue(column, cells[column.key], candidate.scenicAreaID, data, lang);
      if (typeof resolved === 'number') candidate[column.field] = resolved;
      else if ('problem' in resolved) found.push({ key: column.key, message: resolved.problem });
      else if (resolved.value !== undefined) candidate[column.field] = resolved.value;
    }
    const parsed = DeviceInput.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = columnOfField(String(issue.path[0]))?.key ?? 'deviceNo';
        if (key === 'zone' && found.some((f) => f.key === 'scenicArea')) continue;
        if (!found.some((f) => f.key === key)) found.push({ key, message: translateIssue(issue, lang) });
      }
    } else {
      const deviceNo = parsed.data.deviceNo;
      const known = data.known.get(deviceNo);
      if (seen.has(deviceNo)) found.push({ key: 'deviceNo', message: CUSTOM.duplicateInFile![lang] });
      else if (known && !inScope(actor, known.area)) {
        found.push({ key: 'deviceNo', message: CUSTOM.deviceNoElsewhere![lang] });
      }
      const template = parsed.data.printTemplateID;
      if (template !== null && data.templates.get(template) !== parsed.data.scenicAreaID) {
        found.push({ key: 'printTemplateID', message: CUSTOM.unknownPrintTemplate![lang] });
      }
      seen.add(deviceNo);
      if (found.length === 0) valid.push({ row, input: parsed.data });
    }
    const label = (key: DeviceColumnKey) => DEVICE_COLUMNS.find((c) => c.key === key)!.label[lang];
    problems.push(...found.map((f) => ({ row, column: label(f.key), message: f.message })));
  }
  return { problems, valid };
}

/** Imports the rows of a sheet, all or nothing. */
export async function importDevices(pool: pg.Pool, actor: Actor, rows: SheetRow[], lang: Lang) {
  const data = await loadLookups(pool, actor);
  const { problems, valid } = checkRows(rows, data, actor, lang);
  if (problems.length > 0) {
    const detail = problems
      .slice(0, 5)
      .map((p) => translate('IMPORT_ROW', lang, { ...p }))
      .join('; ');
    const count = new Set(problems.map((p) => p.row)).size;
    throw new AppError(
      400,
      'IMPORT_INVALID',
      { count, detail: problems.length > 5 ? `${detail} …` : detail },
      problems,
    );
  }
  const userId = actor.userId;
  return inTransaction(pool, async (tx) => {
    let created = 0;
    let updated = 0;
    for (const { input } of valid) {
      const known = data.known.get(input.deviceNo);
      const before = known ? await devices.get(tx, known.id, true) : undefined;
      const after = before ? await devices.update(tx, before.id, input) : await devices.insert(tx, input);
      if (before) updated++;
      else created++;
      await recordChange(tx, {
        entity: devices.entity,
        entityId: after.id,
        action: 'import',
        before,
        after,
        userId,
        scenicAreaId: after.scenicAreaID,
      });
    }
    return { created, updated };
  });
}
