import { describe, expect, it } from 'vitest';
import { readScenicArea } from './publicApi.ts';

describe('readScenicArea', () => {
  it('reads the plain, data-wrapped and scenicArea-wrapped shapes', () => {
    expect(readScenicArea({ id: 1, name: 'West Lake' })?.name).toBe('West Lake');
    expect(readScenicArea({ data: { name: '西湖' } })?.name).toBe('西湖');
    expect(readScenicArea({ scenicArea: { name: 'Lago' } })?.name).toBe('Lago');
  });

  it('rejects answers without a name', () => {
    expect(readScenicArea(null)).toBeNull();
    expect(readScenicArea({ data: [] })).toBeNull();
    expect(readScenicArea('West Lake')).toBeNull();
  });
});
