import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { actorText, changeText, eventKey, recordPath, valueText } from './recordModel.ts';
import { checkedQuery, filterOf, quickRange } from './ticketQueryModel.ts';

describe('ticket query filter', () => {
  const today = dayjs('2025-03-31');
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

  it('offers last week, last month and last three months, ending today', () => {
    expect(quickRange('lastWeek', today).map(day)).toEqual(['2025-03-25', '2025-03-31']);
    expect(quickRange('lastMonth', today).map(day)).toEqual(['2025-02-28', '2025-03-31']);
    expect(quickRange('lastThreeMonths', today).map(day)).toEqual(['2024-12-31', '2025-03-31']);
  });

  it('sends what is filled in, trimmed, with dates as local dates', () => {
    expect(
      filterOf({
        orderNo: '  DD2503310000000001 ',
        ticketNo: '',
        range: [dayjs('2025-03-01'), dayjs('2025-03-31')],
        status: 0,
        ticketTypeID: null,
        paymentMethod: 'cash',
      }),
    ).toEqual({
      orderNo: 'DD2503310000000001',
      from: '2025-03-01',
      to: '2025-03-31',
      status: 0,
      paymentMethod: 'cash',
    });
  });

  it('refuses a span over a year and a ticket number over 18 characters', () => {
    const long = checkedQuery(filterOf({ range: [dayjs('2024-01-01'), dayjs('2025-03-31')] }), 1, 20);
    expect('issue' in long && long.issue.message).toBe('i18n:spanOverYear');
    const ticket = checkedQuery({ ticketNo: '1'.repeat(19) }, 1, 20);
    expect('issue' in ticket && ticket.issue.path).toEqual(['ticketNo']);
    expect(checkedQuery({ orderNo: 'DD1' }, 2, 20)).toEqual({
      query: { orderNo: 'DD1', pageNumber: 2, pageItems: 20 },
    });
  });
});

describe('ticket detail record', () => {
  it('names the known events and leaves the others to their type', () => {
    expect(eventKey('OrderPrinted')).toBe('sales.record.events.OrderPrinted');
    expect(eventKey('TicketVerified')).toBeNull();
  });

  it('reads changes, values and actors', () => {
    expect(changeText({ field: 'prints', before: 0, after: 1 })).toBe('prints: 0 → 1');
    expect(changeText({ field: 'status', before: null, after: 'issued' })).toBe('status: — → issued');
    expect(valueText({ a: 'x'.repeat(200) })).toHaveLength(118);
    expect(actorText({ userId: '3', account: 'seller' })).toBe('seller');
    expect(actorText({ userId: null, account: null })).toBe('—');
    expect(recordPath('DD 1')).toBe('/sell/ticketDetailRecord?no=DD%201');
  });
});
