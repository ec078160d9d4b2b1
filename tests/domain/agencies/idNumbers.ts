// Test helper: a valid 18-digit ID number for a region and a birth date (the check character
// computed the way domain/booking/idCardCheck.ts checks it).
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

export function idNumber(region: string, birth: string, serial = '001'): string {
  const body = `${region}${birth.replaceAll('-', '')}${serial}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (WEIGHTS[i] as number), 0);
  return body + '10X98765432'[sum % 11];
}

/** The same number with a wrong check character. */
export const withBadCheck = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
