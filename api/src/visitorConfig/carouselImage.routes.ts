// Carousel pictures (spec 002 §3 "Carousel item", §7): the back office's GET /api/carouselImage and
// POST /api/carouselImage/{add,edit,delete,enable}; the visitor home's GET
// /api/wechatPublicConfig/carouselList (no sign-in: one scenic area's enabled pictures, in order).
import { z } from 'zod';
import { page } from '../../../domain/http/replies.ts';
import {
  CarouselImageEdit,
  CarouselImageInput,
  CarouselImageRow,
  CarouselItem,
} from '../../../domain/visitorConfig/carouselImage.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { listOptions, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import type { ListOptions } from '../crud/crudTable.ts';
import { AppError } from '../http/appError.ts';
import { carouselImages as table } from './carouselImage.repository.ts';

const StaffQuery = PageQuery.extend({ isEnable: z.stringbool().optional() });

export async function carouselImageRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const guard = { preHandler: requireFlag('wechatPublicConfig') };

  app.get(
    '/carouselImage',
    {
      ...guard,
      schema: {
        summary: 'Carousel pictures, paged, in carousel order (filters: scenic area, enabled)',
        querystring: StaffQuery,
        response: { 200: page(CarouselImageRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const options = listOptions(actorOf(request), q, [
        q.isEnable !== undefined && ['t.is_enable = ?', q.isEnable],
      ]);
      return { msg: '', data: await table.list(pool, options) };
    },
  );

  registerWrites(app, pool, {
    path: '/carouselImage',
    noun: 'carousel picture',
    guard,
    table,
    input: CarouselImageInput,
    edit: CarouselImageEdit,
    row: CarouselImageRow,
    enable: true,
  });

  app.get(
    '/wechatPublicConfig/carouselList',
    {
      schema: {
        tags: ['visitor'],
        summary: "A scenic area's carousel: its enabled pictures in order (no sign-in needed)",
        querystring: PageQuery,
        response: { 200: page(CarouselItem) },
      },
    },
    async (request) => {
      const { scenicAreaID, pageItems, pageNumber } = request.query;
      if (!scenicAreaID) throw new AppError(400, 'SCENIC_AREA_REQUIRED');
      const options: ListOptions = { scope: [scenicAreaID], where: [['t.is_enable']], pageItems, pageNumber };
      const [rows, total] = await table.list(pool, options);
      return {
        msg: '',
        data: [rows.map((r) => ({ imagePath: r.imagePath })), total] as [CarouselItem[], number],
      };
    },
  );
}
