// What the list queries of read models share: filters added one by one with their parameters, and
// a time-zone name made safe to write into SQL (`at time zone` takes no parameter in every place).

/** A `where` built from optional filters: `add('t.x = ?', value)` numbers the parameter. */
export function whereOf() {
  const clauses: string[] = [];
  const values: unknown[] = [];
  return {
    values,
    add(sql: string, value: unknown): void {
      values.push(value);
      clauses.push(sql.replace('?', `$${values.length}`));
    },
    /** `where …` or nothing. */
    sql: () => (clauses.length ? `where ${clauses.join(' and ')}` : ''),
  };
}

/** A time-zone name as a SQL literal (names are letters, digits, / _ + -); anything else is refused. */
export function sqlTimeZone(timeZone: string): string {
  if (!/^[A-Za-z0-9/_+-]+$/.test(timeZone)) throw new Error(`unexpected time zone ${timeZone}`);
  return timeZone;
}
