// GET /api/regions?parent= : the children of a region (provinces without `parent`) for the region
// cascader. Public reference data from domain/regions (no token needed, like the spec's map lookup).
import { page } from '../../../domain/http/replies.ts';
import { RegionNode, RegionQuery } from '../../../domain/regions/regionalControl.schema.ts';
import { findRegion, regionChildren } from '../../../domain/regions/regions.ts';
import type { App } from '../appContext.ts';
import { notFound } from '../http/appError.ts';

export async function regionRoutes(app: App): Promise<void> {
  app.get(
    '/regions',
    {
      schema: {
        summary: 'Administrative regions: the provinces, or the children of `parent`',
        querystring: RegionQuery,
        response: { 200: page(RegionNode) },
      },
    },
    async (request, reply) => {
      const { parent } = request.query;
      if (parent && !findRegion(parent)) throw notFound();
      const rows = regionChildren(parent ?? null).map(({ code, name, level, isLeaf }) => ({
        code,
        name,
        level,
        isLeaf,
      }));
      reply.header('cache-control', 'public, max-age=86400');
      return { msg: '', data: [rows, rows.length] as [typeof rows, number] };
    },
  );
}
