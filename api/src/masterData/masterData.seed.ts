// Demo master data for the demo scenic area (示范景区): attractions, three gate devices, a pass
// schedule, the 2026 Chinese public holidays, two appointment periods and a verification category.
// It runs once per database (marked in app_settings); each record is added only when missing
// (matched on its name or number); the area is created when no earlier step made it.
import type pg from 'pg';
import type { DeviceInput } from '../../../domain/masterData/device.schema.ts';
import {
  filledPeriods,
  SCHEDULE_DAYS,
  type SchedulePeriods,
} from '../../../domain/masterData/passSchedule.schema.ts';
import type { SeedStep } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';
import { insertRecorded } from '../crud/auditedWrites.ts';
import type { CrudTable } from '../crud/crudTable.ts';
import { firstSeeding } from '../db/seedOnce.ts';
import { appointmentConfigs } from './appointmentConfig.repository.ts';
import { devices } from './device.repository.ts';
import { holidays } from './holiday.repository.ts';
import { passSchedules } from './passSchedule.repository.ts';
import { demoAreaNamed } from './scenicArea.repository.ts';
import { verificationCategories } from './verificationCategory.repository.ts';
import { zones } from './zone.repository.ts';

export const DEMO_AREA = '示范景区';

/** 2026 public holidays (State Council arrangement), weekend swaps left to the schedule. */
export const HOLIDAYS_2026: [name: string, start: string, end: string][] = [
  ['元旦', '2026-01-01', '2026-01-03'],
  ['春节', '2026-02-15', '2026-02-23'],
  ['清明节', '2026-04-04', '2026-04-06'],
  ['劳动节', '2026-05-01', '2026-05-05'],
  ['端午节', '2026-06-19', '2026-06-21'],
  ['中秋节', '2026-09-25', '2026-09-27'],
  ['国庆节', '2026-10-01', '2026-10-07'],
];

const DEMO_ZONES = ['东门入口', '玻璃栈道'];

async function addIfMissing<Row extends { id: number }>(
  tx: pg.PoolClient,
  table: CrudTable<Row>,
  present: string,
  params: unknown[],
  values: object,
): Promise<void> {
  if ((await tx.query(`select 1 from ${table.table} where ${present} limit 1`, params)).rows.length > 0)
    return;
  await insertRecorded(tx, table, values);
}

function dailySchedule(): SchedulePeriods {
  const day = [{ start: '08:00', end: '18:00' }];
  const periods = Object.fromEntries(SCHEDULE_DAYS.map((d) => [d, day])) as SchedulePeriods;
  return { ...periods, holiday: [{ start: '07:30', end: '19:00' }] };
}

export const masterDataSeed: SeedStep = async (ctx) => {
  await inTransaction(ctx.pool, async (tx) => {
    if (!(await firstSeeding(tx, 'masterData'))) return;
    const area = await demoAreaNamed(tx, DEMO_AREA, ctx.config.DEFAULT_TIME_ZONE);
    const named = 'scenic_area_id = $1 and name = $2';
    for (const name of DEMO_ZONES) {
      await addIfMissing(tx, zones, named, [area, name], { scenicAreaID: area, name, remark: '' });
    }
    const zoneId = async (name: string) =>
      (await tx.query('select id from zones where scenic_area_id = $1 and name = $2', [area, name])).rows[0]
        .id as number;
    // The gates stand at the area's first zone, the one the demo ticket types admit to (their seed
    // step permits the first zone), so a fresh demo's tickets pass its gates; the handheld is inside.
    const firstZone = await tx.query('select id from zones where scenic_area_id = $1 order by id limit 1', [
      area,
    ]);
    const [gateZone, innerZone] = [firstZone.rows[0].id as number, await zoneId(DEMO_ZONES[1]!)];
    const gate = { scenicAreaID: area, ucOpenDoorType: 1, ucCommuTyp: 0, printTemplateID: null, webPort: 80 };
    const demoDevices: DeviceInput[] = [
      {
        ...gate,
        deviceNo: 'GATE-001',
        name: '东门进口闸机',
        zoneID: gateZone,
        moduleType: 0,
        deviceIP: '192.168.1.101',
        uc485Id: 1,
        printTicketCount: 0,
        doorMode: 0,
        direction: 0,
      },
      {
        ...gate,
        deviceNo: 'GATE-002',
        name: '东门出口闸机',
        zoneID: gateZone,
        moduleType: 0,
        deviceIP: '192.168.1.102',
        uc485Id: 2,
        printTicketCount: 0,
        doorMode: 0,
        direction: 1,
      },
      {
        ...gate,
        deviceNo: 'HT-001',
        name: '栈道手持检票机',
        zoneID: innerZone,
        moduleType: 2,
        deviceIP: '192.168.1.120',
        ucOpenDoorType: 0,
        uc485Id: 3,
        printTicketCount: 1,
        doorMode: 0,
        direction: 0,
      },
    ];
    for (const device of demoDevices) {
      await addIfMissing(tx, devices, 'device_no = $1', [device.deviceNo], device);
    }
    await addIfMissing(tx, passSchedules, named, [area, '日常开放'], {
      scenicAreaID: area,
      name: '日常开放',
      periods: filledPeriods(dailySchedule()),
    });
    for (const [name, startDate, endDate] of HOLIDAYS_2026) {
      const overlap = 'scenic_area_id = $1 and start_date <= $3 and end_date >= $2';
      await addIfMissing(tx, holidays, overlap, [area, startDate, endDate], {
        scenicAreaID: area,
        name,
        startDate,
        endDate,
      });
    }
    for (const [name, startPeriod, endPeriod] of [
      ['上午场', '0800', '1200'],
      ['下午场', '1200', '1800'],
    ] as const) {
      const values = {
        scenicAreaID: area,
        appointmentConfigName: name,
        startPeriod,
        endPeriod,
        limitCount: 500,
      };
      await addIfMissing(tx, appointmentConfigs, named, [area, name], values);
    }
    const anyCategory = 'scenic_area_id = $1';
    const category = { scenicAreaID: area, ticketTypeID: null, verificationMode: 1, isEnable: true };
    await addIfMissing(tx, verificationCategories, anyCategory, [area], category);
  });
};
