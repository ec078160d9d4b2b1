// The feature registry: every feature adds its routes, projections and seed step here, once.
import type { Projection } from '../../projections/runner/projection.ts';
import type { App, AppContext } from './appContext.ts';

export type RouteModule = (app: App, ctx: AppContext) => Promise<void>;

/** A start-up step that fills an empty database with demo data; must do nothing when already seeded. */
export type SeedStep = (ctx: AppContext, demo: { password: string }) => Promise<void>;

export const apiRoutes: RouteModule[] = [];

export const projections: Projection[] = [];

export const seedSteps: SeedStep[] = [];

/** Who a realtime (socket.io) token belongs to; the sign-in feature answers it. */
export type RealtimeTokenVerifier = (
  ctx: AppContext,
  token: string,
) => Promise<{ userId: string; scenicAreaIds: string[] | 'all' } | null>;

export const verifyRealtimeToken: RealtimeTokenVerifier = async () => null;
