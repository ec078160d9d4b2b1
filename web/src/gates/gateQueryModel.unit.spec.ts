import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessQueryOf, logQueryOf } from './gateQueryModel.ts';

const page = { pageItems: 20, pageNumber: 1 };

describe('gate list queries', () => {
  it('leave empty inputs out and keep the page', () => {
    expect(accessQueryOf({ scenicAreaID: null, ticketNo: '  ', direction: null }, page)).toEqual({
      query: page,
    });
    expect(logQueryOf({}, page)).toEqual({ query: page });
  });

  it('send the filters, dates as YYYY-MM-DD and the ticket number trimmed', () => {
    const checked = accessQueryOf(
      {
        scenicAreaID: 1,
        zoneID: 2,
        deviceID: 3,
        direction: 'out',
        result: 'closed',
        ticketNo: ' T123 ',
        range: [dayjs('2026-05-01'), null],
      },
      page,
    );
    expect(checked).toEqual({
      query: {
        scenicAreaID: 1,
        zoneID: 2,
        deviceID: 3,
        direction: 'out',
        result: 'closed',
        ticketNo: 'T123',
        from: '2026-05-01',
        ...page,
      },
    });
  });

  it('the operation log sends its type and dates, never a zone', () => {
    const checked = logQueryOf(
      { zoneID: 9, operateType: 'open_door', range: [dayjs('2026-05-01'), dayjs('2026-05-03')] },
      page,
    );
    expect(checked).toEqual({
      query: { operateType: 'open_door', from: '2026-05-01', to: '2026-05-03', ...page },
    });
  });

  it('name the field the server would refuse', () => {
    expect(accessQueryOf({ ticketNo: 'X'.repeat(19) }, page)).toEqual({ issue: 'ticketNo' });
  });
});
