import type { Config } from './config.ts';

const RED = '\u001b[31m';
const RESET = '\u001b[0m';

/**
 * Under NODE_ENV=production, what would be unsafe to start by default — the sandbox payment provider
 * (nobody really pays) and the demo seed (known accounts) — must be asked for explicitly. Answers the
 * one line saying which variable to set, or undefined when the start may go on.
 */
export function productionRefusal(config: Config): string | undefined {
  if (config.NODE_ENV !== 'production') return undefined;
  if (config.PAY_PROVIDER === 'sandbox' && config.ALLOW_SANDBOX_PAYMENTS !== '1')
    return 'NODE_ENV=production refuses the sandbox payment provider (PAY_PROVIDER=sandbox): set ALLOW_SANDBOX_PAYMENTS=1 to run on it anyway';
  if (config.SEED_DEMO === 'true' && config.ALLOW_DEMO_SEED !== '1')
    return 'NODE_ENV=production refuses the demo seed (known demo accounts): set SEED_DEMO=false, or ALLOW_DEMO_SEED=1 to seed it anyway';
  return undefined;
}

/** The start-up banner's warning, in red, when production runs on the sandbox payments. */
export function productionWarning(config: Config): string | undefined {
  if (config.NODE_ENV !== 'production' || config.PAY_PROVIDER !== 'sandbox') return undefined;
  return `${RED}  WARNING: production on the SANDBOX payment provider (ALLOW_SANDBOX_PAYMENTS=1): nobody really pays${RESET}`;
}
