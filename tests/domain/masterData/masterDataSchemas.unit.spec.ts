// The pure master-data rules: pass-schedule periods, appointment and holiday order, device fields,
// coded values read from spreadsheet cells, and the messages the screens and the server share.

import { describe, expect, it } from 'vitest';
import { describeIssues } from '../../../domain/i18n/validationMessages.ts';
import { AppointmentConfigInput } from '../../../domain/masterData/appointmentConfig.schema.ts';
import { DeviceInput } from '../../../domain/masterData/device.schema.ts';
import { codeFromText, DIRECTIONS, MODULE_TYPES } from '../../../domain/masterData/deviceCodes.ts';
import { columnOfHeader, DEVICE_COLUMNS } from '../../../domain/masterData/deviceColumns.ts';
import { HolidayInput } from '../../../domain/masterData/holiday.schema.ts';
import { filledPeriods, PassScheduleInput } from '../../../domain/masterData/passSchedule.schema.ts';

const p = (start: string | null, end: string | null) => ({ start, end });
const schedule = (periods: object) => ({
  scenicAreaID: 1,
  name: '日常',
  periods: { mon: [p('08:00', '18:00')], ...periods },
});
const problems = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.success ? '' : describeIssues(result.error!.issues as never, 'en');

describe('pass schedule periods', () => {
  it('accepts filled slots in order, an end equal to its start, and empty later slots', () => {
    const ok = PassScheduleInput.safeParse(
      schedule({ tue: [p('09:00', '09:00'), p('10:00', '11:00'), p(null, null)] }),
    );
    expect(ok.success).toBe(true);
    expect(filledPeriods(ok.data!.periods).tue).toEqual([p('09:00', '09:00'), p('10:00', '11:00')]);
    expect(filledPeriods(ok.data!.periods).holiday).toEqual([]);
  });

  it.each([
    [{ mon: [p(null, '18:00')] }, "periods.mon[0].start Monday's first period needs a start time"],
    [{ mon: [] }, "periods.mon[0].start Monday's first period needs a start time"],
    [{ sun: [p('10:00', '09:00')] }, 'periods.sun[0].end The end cannot be before the start'],
    [
      { holiday: [p(null, null), p('10:00', '11:00')] },
      'periods.holiday[1].start Fill in the earlier period first',
    ],
    [{ wed: [p('10:00', null)] }, 'periods.wed[0].end Fill in both the start and the end'],
  ])('refuses %j', (periods, message) => {
    expect(problems(PassScheduleInput.safeParse(schedule(periods)))).toContain(message);
  });
});

describe('order of starts and ends', () => {
  it('appointment: the end may equal the start, never precede it', () => {
    const slot = { scenicAreaID: 1, appointmentConfigName: '上午', startPeriod: '0900', limitCount: 0 };
    expect(AppointmentConfigInput.safeParse({ ...slot, endPeriod: '0900' }).success).toBe(true);
    expect(problems(AppointmentConfigInput.safeParse({ ...slot, endPeriod: '0859' }))).toBe(
      'endPeriod The end cannot be before the start',
    );
  });

  it('holiday: a one-day range is fine, a reversed one is not', () => {
    const day = { scenicAreaID: 1, name: '节', startDate: '2026-10-01' };
    expect(HolidayInput.safeParse({ ...day, endDate: '2026-10-01' }).success).toBe(true);
    expect(problems(HolidayInput.safeParse({ ...day, endDate: '2026-09-30' }))).toContain('endDate');
  });
});

describe('device fields and spreadsheet cells', () => {
  const device = {
    deviceNo: 'G1',
    name: '闸机',
    scenicAreaID: 1,
    zoneID: 1,
    moduleType: 0,
    ucOpenDoorType: 0,
    ucCommuTyp: 0,
    uc485Id: 0,
    printTicketCount: 0,
  };

  it('takes IPv4 addresses only', () => {
    for (const ip of ['0.0.0.0', '10.1.1.1', '255.255.255.255']) {
      expect(DeviceInput.safeParse({ ...device, deviceIP: ip }).success, ip).toBe(true);
    }
    for (const ip of ['256.0.0.1', '1.2.3', '01.2.3.4', 'a.b.c.d', '1.2.3.4 ']) {
      expect(DeviceInput.safeParse({ ...device, deviceIP: ip }).success, ip).toBe(ip === '1.2.3.4 ');
    }
  });

  it('reads a coded cell as its code or its label in any language', () => {
    expect(codeFromText(MODULE_TYPES, '2')).toBe(2);
    expect(codeFromText(MODULE_TYPES, '手持终端')).toBe(2);
    expect(codeFromText(MODULE_TYPES, 'handheld terminal')).toBe(2);
    expect(codeFromText(DIRECTIONS, 'Salida')).toBe(1);
    expect(codeFromText(DIRECTIONS, 'sideways')).toBeUndefined();
  });

  it('knows every column by its key or its label in cn, en and es', () => {
    for (const column of DEVICE_COLUMNS) {
      for (const text of [column.key, ...Object.values(column.label)])
        expect(columnOfHeader(` ${text} `)).toBe(column);
    }
    expect(columnOfHeader('colour')).toBeUndefined();
  });
});
