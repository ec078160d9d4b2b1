import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_FIELDS } from '../../../domain/rules/printTemplate.schema.ts';
import { fieldValue, maskIdNumber, maskMobile, PAPER_WIDTH_MM, ticketHeightMm } from './ticketLayout.ts';

const ticket = {
  seqID: '0001',
  ticketID: '202405150000000001',
  ticketTypeName: '成人票',
  startTime: '2024-05-15 08:00',
  endTime: '2024-05-15 18:00',
  displayPrice: 12550,
  mobile: '13800138000',
  idNumber: '110101199003071234',
};

describe('ticket layout', () => {
  it('prints DS and handheld on 58 mm paper, DS80 and MS80 on 80 mm', () => {
    expect(PAPER_WIDTH_MM).toEqual({ DS: 58, handheld: 58, DS80: 80, MS80: 80 });
  });

  it('makes the ticket as long as its lowest visible field plus a margin', () => {
    // Default layout: the last visible field is the display price at 80 mm, 10 pt (≈4.4 mm) high.
    expect(ticketHeightMm({ printType: 'DS80', fields: DEFAULT_PRINT_FIELDS })).toBe(89);
    const qrOnly = Object.fromEntries(
      Object.entries(DEFAULT_PRINT_FIELDS).map(([k, f]) => [k, { ...f, visible: k === 'qrCode' }]),
    ) as typeof DEFAULT_PRINT_FIELDS;
    expect(ticketHeightMm({ printType: 'DS', fields: qrOnly })).toBe(56);
    const none = Object.fromEntries(
      Object.entries(DEFAULT_PRINT_FIELDS).map(([k, f]) => [k, { ...f, visible: false }]),
    ) as typeof DEFAULT_PRINT_FIELDS;
    expect(ticketHeightMm({ printType: 'DS', fields: none })).toBe(30);
  });

  it('prints the price in yuan and only part of the ID and mobile numbers', () => {
    expect(fieldValue('displayPrice', ticket)).toBe('¥125.50');
    expect(fieldValue('idNumber', ticket)).toBe('110101********1234');
    expect(fieldValue('mobile', ticket)).toBe('138****8000');
    expect(fieldValue('holderName', ticket)).toBe('');
    expect(maskIdNumber('E1234567')).toBe('E1234567');
    expect(maskMobile('12345')).toBe('12345');
  });
});
