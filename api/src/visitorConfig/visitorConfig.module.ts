// Everything of the visitor-page configuration the API registers (api/src/features.ts lists these
// once): the public config, the carousel (its pictures' upload in a scope of its own) and the
// pictures' public route.
import type { RouteModule, SeedStep } from '../appContext.ts';
import { carouselImageRoutes } from './carouselImage.routes.ts';
import { carouselUploadRoutes } from './carouselUpload.routes.ts';
import { imageRoutes } from './image.routes.ts';
import { publicConfigRoutes } from './publicConfig.routes.ts';
import { visitorConfigSeed } from './visitorConfig.seed.ts';

export const visitorConfigRouteModules: RouteModule[] = [
  publicConfigRoutes,
  carouselImageRoutes,
  carouselUploadRoutes,
  imageRoutes,
];

export const visitorConfigSeedSteps: SeedStep[] = [visitorConfigSeed];
