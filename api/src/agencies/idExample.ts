// The template's example ID number: a valid one (Beijing, 1990-01-01) built with the check character.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

export function idExample(body = '11010519900101001'): string {
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (WEIGHTS[i] as number), 0);
  return body + '10X98765432'[sum % 11];
}
