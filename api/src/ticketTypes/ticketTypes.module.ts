// Everything of the ticket-type feature the API registers (api/src/features.ts lists these once).
import type { RouteModule, SeedStep } from '../appContext.ts';
import { regionRoutes } from '../regions/regions.routes.ts';
import { regionalControlRoutes } from './regionalControl.routes.ts';
import { ticketTypeRoutes } from './ticketType.routes.ts';
import { ticketTypeOptionsRoutes } from './ticketTypeOptions.routes.ts';
import { ticketTypePhotoRoutes } from './ticketTypePhoto.routes.ts';
import { seedTicketTypes } from './ticketTypes.seed.ts';

export const ticketTypeRouteModules: RouteModule[] = [
  ticketTypeRoutes,
  ticketTypePhotoRoutes,
  ticketTypeOptionsRoutes,
  regionalControlRoutes,
  regionRoutes,
];

export const ticketTypeSeedSteps: SeedStep[] = [seedTicketTypes];
