// Everything of information release and the signage the API registers (api/src/features.ts lists
// these once): elements and their media upload (a scope of its own), the performance table, the
// data board. The media are served by GET /api/image (api/src/visitorConfig/image.routes.ts).
import type { RouteModule, SeedStep } from '../appContext.ts';
import { dataBoardRoutes } from './dataBoard.routes.ts';
import { elementRoutes } from './element.routes.ts';
import { infoPublishSeed } from './infoPublish.seed.ts';
import { mediaUploadRoutes } from './mediaUpload.routes.ts';
import { programRoutes } from './program.routes.ts';

export const infoPublishRouteModules: RouteModule[] = [
  elementRoutes,
  mediaUploadRoutes,
  programRoutes,
  dataBoardRoutes,
];

export const infoPublishSeedSteps: SeedStep[] = [infoPublishSeed];
