import { PublicScenicArea, PublicScenicAreaQuery } from '../../../domain/masterData/scenicArea.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { notFound } from '../http/appError.ts';

/**
 * `GET /api/public/scenicArea[?scenicAreaID=]`: the name a visitor's page shows, without a token.
 * Only public fields; with no id, the first scenic area (a single-park installation's own).
 */
export async function publicScenicAreaRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/public/scenicArea',
    {
      schema: {
        tags: ['visitor'],
        summary: 'The scenic area a visitor page shows (no sign-in needed)',
        querystring: PublicScenicAreaQuery,
        response: { 200: PublicScenicArea },
      },
    },
    async (request) => {
      const { scenicAreaID } = request.query;
      const { rows } = await ctx.pool.query(
        `select id, name, remark from scenic_areas where ($1::int is null or id = $1) order by id limit 1`,
        [scenicAreaID ?? null],
      );
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  );
}
