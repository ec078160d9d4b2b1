import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRINT_FIELDS } from '../../../domain/rules/printTemplate.schema.ts';
import type { PrintTemplateRow } from '../../../domain/rules/ruleRecords.schema.ts';
import { chosenTemplate, defaultLayout, layoutOf, printableTicket, rememberTemplate } from './printModel.ts';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  });
});
afterEach(() => vi.unstubAllGlobals());

const choices = [
  { id: 4, templateName: '80', printType: 'DS80' as const },
  { id: 9, templateName: '58', printType: 'DS' as const },
];

describe('printing sold tickets', () => {
  it('maps a print job ticket, with the signed code in the QR code', () => {
    expect(
      printableTicket({
        seqID: 2,
        ticketNo: '250101000000000002',
        code: 'signed.code',
        ticketTypeName: '成人票',
        validFrom: '2025-01-01',
        validTo: '2025-01-01',
        displayPrice: 8000,
        holderName: '',
        mobile: '',
        idNumber: '',
      }),
    ).toEqual({
      seqID: '2',
      ticketID: '250101000000000002',
      ticketTypeName: '成人票',
      startTime: '2025-01-01',
      endTime: '2025-01-01',
      displayPrice: 8000,
      holderName: '',
      mobile: '',
      idNumber: '',
      qrText: 'signed.code',
    });
  });

  it('uses the template placement when readable, else a default that fits the paper', () => {
    const row = { id: 9, printType: 'DS', fields: DEFAULT_PRINT_FIELDS } as unknown as PrintTemplateRow;
    expect(layoutOf(9, [row], choices)).toEqual({ printType: 'DS', fields: DEFAULT_PRINT_FIELDS });
    const fallback = layoutOf(9, [], choices);
    expect(fallback.printType).toBe('DS');
    expect(fallback.fields.qrCode.x + fallback.fields.qrCode.size).toBeLessThanOrEqual(58);
    expect(fallback.fields.ticketID.size).toBe(8);
    expect(defaultLayout('DS80').fields.qrCode).toEqual(DEFAULT_PRINT_FIELDS.qrCode);
  });

  it('remembers the chosen template per scenic area', () => {
    expect(chosenTemplate(1, choices)).toBe(4);
    rememberTemplate(1, 9);
    expect(chosenTemplate(1, choices)).toBe(9);
    expect(chosenTemplate(2, choices)).toBe(4);
    rememberTemplate(1, 77);
    expect(chosenTemplate(1, choices)).toBe(4);
    expect(chosenTemplate(1, [])).toBeNull();
  });
});
