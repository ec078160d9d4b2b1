// The gate feature's wiring (issue 13): what the device and back-office routes call, built once per
// app from its context: the passes' side (gatePasses.ts) and the devices' side (gateDevices.ts)
// over one reader of master data (gateSites.ts).
import type { AppContext } from '../appContext.ts';
import { gateDeviceServices } from './gateDevices.ts';
import { gatePassServices } from './gatePasses.ts';
import { gateSites } from './gateSites.ts';

async function buildGateServices(ctx: AppContext) {
  const sites = gateSites(ctx.pool, ctx.config.DEFAULT_TIME_ZONE);
  return { sites, ...(await gatePassServices(ctx)), ...gateDeviceServices(ctx, sites) };
}

export type GateServices = Awaited<ReturnType<typeof buildGateServices>>;
const built = new WeakMap<AppContext, Promise<GateServices>>();

/** One set of services per app (the device and back-office routes share it). */
export function gateServices(ctx: AppContext): Promise<GateServices> {
  const kept = built.get(ctx);
  if (kept) return kept;
  const services = buildGateServices(ctx);
  built.set(ctx, services);
  return services;
}
