import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chosenTemplate, printableTicket, rememberTemplate } from './printModel.ts';

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
