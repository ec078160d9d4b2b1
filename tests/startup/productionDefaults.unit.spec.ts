// NODE_ENV=production refuses the sandbox payments and the demo seed unless each is asked for, in one
// line naming the variable to set; asked for, it starts and the banner warns in red.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config/config.ts';
import { productionWarning } from '../../api/src/config/productionDefaults.ts';
import { StartupProblem } from '../../api/src/db/embeddedPostgres.ts';
import { startApp } from '../../api/src/startApp.ts';

// A database nobody listens on: a refusal must come before any connection is tried.
const base = {
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
};
const refusal = (env: Record<string, string>) =>
  startApp(loadConfig({ ...base, ...env })).then(
    () => 'started',
    (error: Error) => (error instanceof StartupProblem ? error.message : `other: ${error.message}`),
  );

describe('production defaults', () => {
  it('refuses the sandbox payment provider unless ALLOW_SANDBOX_PAYMENTS=1', async () => {
    const message = await refusal({ SEED_DEMO: 'false' });
    expect(message).toContain('set ALLOW_SANDBOX_PAYMENTS=1');
    expect(message.split('\n')).toHaveLength(1);
  });

  it('refuses the demo seed unless ALLOW_DEMO_SEED=1 (or SEED_DEMO=false)', async () => {
    const message = await refusal({ ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(message).toContain('ALLOW_DEMO_SEED=1');
    expect(message.split('\n')).toHaveLength(1);
  });

  it('asked for both, goes on to the database (which here is not there)', async () => {
    const message = await refusal({
      PAY_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: '1',
      ALLOW_DEMO_SEED: '1',
    });
    expect(message).toMatch(/^other: /);
  });

  it('warns in red in the banner when production runs on the sandbox', () => {
    const config = loadConfig({ ...base, ALLOW_SANDBOX_PAYMENTS: '1' });
    const warning = productionWarning(config) ?? '';
    expect(warning.startsWith('\u001b[31m')).toBe(true); // red
    expect(warning.endsWith('\u001b[0m')).toBe(true);
    expect(warning).toContain('SANDBOX');
    expect(productionWarning(loadConfig({ LOG_LEVEL: 'silent' }))).toBeUndefined();
  });
});
