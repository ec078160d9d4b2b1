import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { CommandHandler } from '../../commands/handling/commandHandler.ts';
import type { Clock } from '../../domain/clock.ts';
import type { EventStore } from '../../domain/eventStore.ts';
import type { JobQueue } from '../../domain/jobs.ts';
import type { PaymentProvider } from '../../domain/payments/paymentProvider.ts';
import type { ProjectionRunner } from '../../projections/runner/projectionRunner.ts';
import type { Config } from './config/config.ts';
import type { Metrics } from './ops/metrics.ts';
import type { SocketsOf } from './realtime/realtimeGateway.ts';

/** Everything routes may use, wired once by the composition root (main.ts). */
export interface AppContext {
  config: Config;
  /** Read models and master data. */
  pool: pg.Pool;
  store: EventStore;
  commands: CommandHandler;
  projections: ProjectionRunner;
  jobs: JobQueue;
  /** Where commands get their time (DESIGN.md §5): asked once per command, by the route. */
  clock: Clock;
  /** Charges payment codes; the sandbox until a real provider is configured. */
  payments: PaymentProvider;
  metrics: Metrics;
  /** Pings Redis when REDIS_URL is set. */
  redisPing?: () => Promise<boolean>;
  /** Publishes a live update to the clients of one scenic area. */
  publish(scenicAreaId: string, event: string, payload: unknown): void;
  /** Tells the signage screens of one scenic area (no sign-in) that what they show has changed. */
  notifySignage(scenicAreaId: number): void;
  /** Disconnects the live (socket.io) connections of an ended session, or of a user's sessions. */
  endSockets(target: SocketsOf): void;
}

/** One feature's routes, registered once in features.ts (`apiRoutes`). */
export type RouteModule = (app: App, ctx: AppContext) => Promise<void>;

/** What the demo seed steps share: the demo password and the demo scenic area's name. */
export interface DemoData {
  password: string;
  scenicAreaName: string;
}

/** A start-up step that fills an empty database with demo data; must do nothing when already seeded. */
export type SeedStep = (ctx: AppContext, demo: DemoData) => Promise<void>;

/** The scenic area the demo data is made in. */
export const DEMO_SCENIC_AREA = '示范景区';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
