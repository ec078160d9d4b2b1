import { describe, expect, it } from 'vitest';
import {
  type AppointmentFacts,
  appointmentProblem,
  appointmentTimes,
  groupProblem,
} from './orderFormCheck.ts';

const VALID_ID = '11010519491231002X';
const type = { saleStartTime: '2026-05-01', saleEndTime: '2026-05-31', limitCount: 5 };
const valid: AppointmentFacts = {
  lines: [{ type, count: 2 }],
  playDate: '2026-05-10',
  today: '2026-05-10',
  nowHhmm: '0930',
  name: '张三',
  mobile: '13812345678',
  idCard: VALID_ID,
  idCardRequired: true,
  hasSlots: true,
  slot: { startPeriod: '1000', endPeriod: '1100' },
  remaining: 10,
};

describe('appointment form checks, in the spec order', () => {
  it('passes a complete form', () => {
    expect(appointmentProblem(valid)).toBeNull();
  });

  it('reports the first problem when all are wrong', () => {
    const wrong: AppointmentFacts = {
      ...valid,
      lines: [{ type, count: 9 }],
      playDate: '2026-06-02',
      name: '',
      mobile: '123',
      idCard: '',
      slot: null,
      remaining: 0,
    };
    const seen: (string | null)[] = [];
    let facts = wrong;
    const fixes: Partial<AppointmentFacts>[] = [
      { playDate: '2026-05-10' },
      { lines: [{ type, count: 2 }] },
      { name: '一二三四五六七八九十一二三' },
      { name: '张三' },
      { mobile: '' },
      { mobile: '12812345678' },
      { mobile: '13812345678' },
      { idCard: '110105194912310021' },
      { idCard: VALID_ID },
      { nowHhmm: '1200', slot: { startPeriod: '1000', endPeriod: '1100' } },
      { nowHhmm: '0930' },
      { remaining: 10 },
    ];
    seen.push(appointmentProblem(facts));
    for (const fix of fixes) {
      facts = { ...facts, ...fix };
      seen.push(appointmentProblem(facts));
    }
    expect(seen).toEqual([
      'OUTSIDE_SALE_WINDOW',
      'OVER_PURCHASE_LIMIT',
      'TOURIST_NAME_REQUIRED',
      'TOURIST_NAME_TOO_LONG',
      'MOBILE_INVALID',
      'MOBILE_REQUIRED',
      'MOBILE_INVALID',
      'ID_CARD_REQUIRED',
      'ID_CARD_CHECK_DIGIT',
      'SLOT_REQUIRED',
      'SLOT_PAST',
      'NOT_ENOUGH_PLACES',
      null,
    ]);
  });

  it('checks the sale window only when a start is set, and treats limit 0 as 999', () => {
    const open = { saleStartTime: null, saleEndTime: null, limitCount: 0 };
    expect(
      appointmentProblem({
        ...valid,
        lines: [{ type: open, count: 99 }],
        playDate: '2049-01-01',
        today: '2049-01-01',
        remaining: null,
      }),
    ).toBeNull();
    expect(appointmentProblem({ ...valid, playDate: '2026-04-30' })).toBe('OUTSIDE_SALE_WINDOW');
    expect(appointmentProblem({ ...valid, playDate: '2026-05-31', today: '2026-05-10' })).toBeNull();
  });

  it('asks for no ID card and no slot when the type needs neither', () => {
    expect(
      appointmentProblem({ ...valid, idCard: '', idCardRequired: false, hasSlots: false, slot: null }),
    ).toBeNull();
  });

  it('lets a past slot pass on another day', () => {
    expect(appointmentProblem({ ...valid, playDate: '2026-05-11', nowHhmm: '2300' })).toBeNull();
  });

  it('reports the ID card problems of the shared check', () => {
    expect(appointmentProblem({ ...valid, idCard: '12345' })).toBe('ID_CARD_FORMAT');
    expect(appointmentProblem({ ...valid, idCard: '99010519491231002X' })).toBe('ID_CARD_REGION');
  });
});

describe('group form checks', () => {
  const group = {
    type,
    playDate: '2026-05-10',
    name: '李四',
    mobile: '15912345678',
    idCard: VALID_ID,
    idCardRequired: false,
    unit: '西湖中学',
    headCount: 30,
    remaining: 100,
  };

  it('passes a complete group and checks unit, size and quota in order', () => {
    expect(groupProblem(group)).toBeNull();
    expect(groupProblem({ ...group, unit: ' ' })).toBe('UNIT_REQUIRED');
    expect(groupProblem({ ...group, unit: '一二三四五六七八九十一二三四五六七八九' })).toBe('UNIT_TOO_LONG');
    expect(groupProblem({ ...group, headCount: 4 })).toBe('GROUP_SIZE_RANGE');
    expect(groupProblem({ ...group, headCount: 201 })).toBe('GROUP_SIZE_RANGE');
    expect(groupProblem({ ...group, headCount: null })).toBe('GROUP_SIZE_RANGE');
    expect(groupProblem({ ...group, headCount: 200, remaining: 199 })).toBe('GROUP_OVER_QUOTA');
    expect(groupProblem({ ...group, headCount: 5, remaining: null })).toBeNull();
  });

  it('checks the leader before the unit, and an ID card given though not required', () => {
    expect(groupProblem({ ...group, name: '', unit: '' })).toBe('TOURIST_NAME_REQUIRED');
    expect(groupProblem({ ...group, idCard: '110105194912310021' })).toBe('ID_CARD_CHECK_DIGIT');
    expect(groupProblem({ ...group, idCard: '' })).toBeNull();
    expect(groupProblem({ ...group, idCard: '', idCardRequired: true })).toBe('ID_CARD_REQUIRED');
  });
});

describe('appointment times', () => {
  it('uses the slot, else the whole day', () => {
    expect(appointmentTimes('2026-05-10', { startPeriod: '0900', endPeriod: '1030' })).toEqual({
      start: '2026-05-10 09:00:00',
      end: '2026-05-10 10:30:00',
    });
    expect(appointmentTimes('2026-05-10', null)).toEqual({
      start: '2026-05-10 00:00:01',
      end: '2026-05-10 23:59:59',
    });
  });
});
