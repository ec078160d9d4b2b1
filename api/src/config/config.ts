import { z } from 'zod';
import { NEW_PASSWORD_MIN, USER_PASSWORD_MAX } from '../../../domain/users/user.schema.ts';

/**
 * Every setting the server reads, with its default. docs/settings.md mirrors this table (a test keeps them equal).
 * Unset DATABASE_URL / REDIS_URL / EVENTSTORE_URL select the embedded defaults.
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  EVENTSTORE_URL: z
    .string()
    .regex(/^(kurrentdb|esdb)(\+discover)?:\/\//, 'kurrentdb:// or esdb://')
    .optional(),
  /** Connections of the requests' pool (docs/operations.md: the connection budget, 20 a process by default). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Connections of the event store's pool (its LISTEN session is one more). */
  DB_EVENTSTORE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(5),
  /** Connections of all projections together: one holds their locks, the rest run their batches. */
  DB_PROJECTION_POOL_MAX: z.coerce.number().int().min(2).max(1000).default(4),
  /** How long a request waits for a free connection (ms) before it is answered 503 + Retry-After. */
  DB_POOL_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  DATA_DIR: z.string().default('./.data'),
  /** Folder of the signage's uploaded media (default `<DATA_DIR>/media`); shared by every API process. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Largest signage video an upload accepts, in MB (pictures stay at 1 MB). */
  SIGNAGE_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(2048).default(100),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DEMO_PASSWORD: z.string().min(NEW_PASSWORD_MIN).max(USER_PASSWORD_MAX).optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** `production` refuses the sandbox payments and the demo seed unless asked for (productionDefaults.ts). */
  NODE_ENV: z.string().optional(),
  /** Visitors' online payment provider (docs/payments.md); production refuses the sandbox unless allowed. */
  PAY_PROVIDER: z.enum(['sandbox', 'wechat', 'alipay']).default('sandbox'),
  /** `1`: production may run on the sandbox payment provider. */
  ALLOW_SANDBOX_PAYMENTS: z.enum(['0', '1']).optional(),
  /** `1`: production may seed the demo area and accounts. */
  ALLOW_DEMO_SEED: z.enum(['0', '1']).optional(),
  /** A month of demo history on an empty database; unset: on with the embedded Postgres only (demoHistoryWanted). */
  DEMO_HISTORY: z.enum(['true', 'false', '1', '0']).optional(),
  /** `<devices>:<passes per second>` runs the gate simulator against the demo area (e.g. 20:5). */
  SIMULATE_GATES: z
    .string()
    .regex(/^\d{1,3}:\d{1,4}$/, 'devices:rate, e.g. 20:5')
    .optional(),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEFAULT_TIME_ZONE: z.string().default('Asia/Shanghai'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Bearer token /metrics wants; unset: /metrics answers loopback addresses only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Key of the HMAC that signs ticket QR codes; without it one is generated once and kept in the database. */
  TICKET_CODE_KEY: z.string().min(32).optional(),
  /** Minutes an unpaid visitor order holds its places before it expires (spec 002, issue 14). */
  BOOKING_HOLD_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(15),
  /** Unpaid orders one visitor may hold at once in one appointment slot on one date (docs/features/visitor-booking.md). */
  BOOKING_MAX_UNPAID_PER_VISITOR: z.coerce.number().int().min(1).max(100).default(3),
  /** Order submits one visitor may send per minute (POST /api/sell/wxSubmitOrder, both channels); more answer 429. */
  BOOKING_SUBMITS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Days a visitor token (X-Visitor-Token) proves its openid; then the visitor enters again. */
  VISITOR_TOKEN_DAYS: z.coerce.number().min(0.001).max(365).default(7),
  /** Public base URL payment providers post their notifications to (`<base>/api/payNotify/<provider>`). */
  PAY_NOTIFY_BASE_URL: z.string().url().optional(),
  /** Which proxies' X-Forwarded-For to believe: unset = none, `true` = any, else addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string[] =>
      v === undefined || v === '' || v === 'false'
        ? false
        : v === 'true'
          ? true
          : v.split(',').map((a) => a.trim()),
    ),
});

export type Config = z.infer<typeof Env>;

/**
 * Whether the demo seed also makes a month of history (api/src/demoHistory): as DEMO_HISTORY says,
 * else only on the embedded database of `npm start` (a DATABASE_URL of one's own, as the tests
 * give, gets none unless asked).
 */
export function demoHistoryWanted(config: Pick<Config, 'DEMO_HISTORY' | 'DATABASE_URL'>): boolean {
  if (config.DEMO_HISTORY === undefined) return config.DATABASE_URL === undefined;
  return config.DEMO_HISTORY === 'true' || config.DEMO_HISTORY === '1';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
