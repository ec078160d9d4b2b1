import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseBusy } from '../../api/src/http/databaseBusy.ts';

const refused = (code: string) => Object.assign(new pg.DatabaseError('refused', 0, 'error'), { code });

describe('isDatabaseBusy', () => {
  it('is true for "too many clients", a pool wait run out and a connect timeout', () => {
    expect(isDatabaseBusy(refused('53300'))).toBe(true);
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy(new Error('Connection terminated due to connection timeout'))).toBe(true);
  });
  it('is false for a refused input or any other fault', () => {
    expect(isDatabaseBusy(refused('23505'))).toBe(false);
    expect(isDatabaseBusy(new Error('boom'))).toBe(false);
    expect(isDatabaseBusy('53300')).toBe(false);
  });
});
