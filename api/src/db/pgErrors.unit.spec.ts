import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation, violatingValue } from './pgErrors.ts';

describe('Postgres error checks', () => {
  const unique = {
    code: '23505',
    constraint: 'devices_device_no_key',
    detail: 'Key (device_no)=(D-1) already exists.',
  };

  it('tells a unique violation, of a named constraint when asked', () => {
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(unique, 'devices_device_no_key')).toBe(true);
    expect(isUniqueViolation(unique, 'users_account')).toBe(false);
    expect(isForeignKeyViolation(unique)).toBe(false);
  });

  it('tells a foreign-key violation', () => {
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });

  it('reads anything thrown without failing', () => {
    for (const thrown of [null, undefined, 'text', 42, new Error('x')]) {
      expect(isUniqueViolation(thrown)).toBe(false);
      expect(violatingValue(thrown)).toBe('');
    }
  });

  it("reads the value a key violation's detail names", () => {
    expect(violatingValue(unique)).toBe('D-1');
  });
});
