// The visitor form's ID-card check (spec 002 §5), in the spec's order and with its three messages:
// the format (6 digits, a birth date with a real month and day, 3 digits, a digit or X; 18 digits,
// or the old 15-digit numbers with a two-digit year), a province prefix from the fixed list, and for
// 18-digit numbers the ISO 7064 MOD 11-2 check character. Shared by the page and the server.

export type IdCardProblem = 'ID_CARD_FORMAT' | 'ID_CARD_REGION' | 'ID_CARD_CHECK_DIGIT';

/** The province prefixes (GB/T 2260 first two digits, with Taiwan, Hong Kong, Macau and 91 abroad). */
export const ID_CARD_PROVINCES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function birthOf(value: string): { year: number; month: number; day: number } | null {
  if (/^\d{15}$/.test(value)) {
    return {
      year: 1900 + Number(value.slice(6, 8)),
      month: Number(value.slice(8, 10)),
      day: Number(value.slice(10, 12)),
    };
  }
  if (/^\d{17}[\dX]$/i.test(value) && /^(18|19|20)$/.test(value.slice(6, 8))) {
    return {
      year: Number(value.slice(6, 10)),
      month: Number(value.slice(10, 12)),
      day: Number(value.slice(12, 14)),
    };
  }
  return null;
}

/** The first problem of `value` as an ID-card number, or null when it passes. */
export function idCardProblem(value: string): IdCardProblem | null {
  const birth = birthOf(value.trim());
  if (!birth || !isRealDate(birth.year, birth.month, birth.day)) return 'ID_CARD_FORMAT';
  if (!ID_CARD_PROVINCES.has(value.slice(0, 2))) return 'ID_CARD_REGION';
  if (value.length === 18) {
    let sum = 0;
    for (let i = 0; i < 17; i++) sum += Number(value[i]) * (WEIGHTS[i] as number);
    if (CHECK[sum % 11] !== value[17]?.toUpperCase()) return 'ID_CARD_CHECK_DIGIT';
  }
  return null;
}
