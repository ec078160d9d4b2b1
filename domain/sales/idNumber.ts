// Resident ID numbers (居民身份证号码, GB 11643-1999): 17 digits and a check character computed
// from them (ISO 7064 MOD 11-2), with the birth date inside. A real-name ticket refuses a number
// that fails the check, the way the ID-card reader would.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function isValidIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/i.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (WEIGHTS[i] as number);
  return CHECK[sum % 11] === value[17]?.toUpperCase();
}

/** The province's region code of an ID number (its first two digits: 110105… → 110000), or null. */
export const provinceOf = (value: string): string | null =>
  /^\d{17}[\dX]$/i.test(value) ? `${value.slice(0, 2)}0000` : null;

/** 110101********1234: what a printed ticket or a list shows. */
export const maskIdNumber = (value: string) =>
  value.length === 18 ? `${value.slice(0, 6)}********${value.slice(14)}` : value;
