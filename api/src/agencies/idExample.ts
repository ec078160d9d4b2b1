// An ID number with its check character (ISO 7064 MOD 11-2) for 17 digits; default: the template's
// example (Beijing, born 1990-01-01).
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

export function idExample(body = '11010519900101001'): string {
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (WEIGHTS[i] as number), 0);
  return body + '10X98765432'[sum % 11];
}
