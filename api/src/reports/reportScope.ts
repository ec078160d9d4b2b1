// Which scenic areas a report covers (issue 17): the one asked for, when it is in the caller's scope
// (else 404, as a read of another area's record), or every area of the scope; with each area's
// time zone and name.
import type pg from 'pg';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { notFound } from '../http/appError.ts';

export interface ReportArea {
  id: number;
  name: string;
  timeZone: string;
}

export async function reportAreas(db: pg.Pool, actor: Actor, scenicAreaID?: number): Promise<ReportArea[]> {
  if (scenicAreaID !== undefined && !inScope(actor, scenicAreaID)) throw notFound();
  const ids = scenicAreaID !== undefined ? [scenicAreaID] : actor.areaScope;
  const { rows } = await db.query(
    `select id, name, time_zone as "timeZone" from scenic_areas
      where ($1::int[] is null or id = any($1)) order by id`,
    [ids === 'all' ? null : ids],
  );
  if (scenicAreaID !== undefined && rows.length === 0) throw notFound();
  return rows;
}
