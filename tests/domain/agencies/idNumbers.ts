// Test helper: a valid 18-digit ID number for a region and a birth date (the check character from
// the template's example builder), and the same number with a wrong check character.
import { idExample } from '../../../api/src/agencies/idExample.ts';

export const idNumber = (region: string, birth: string, serial = '001'): string =>
  idExample(`${region}${birth.replaceAll('-', '')}${serial}`);

export const withBadCheck = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
