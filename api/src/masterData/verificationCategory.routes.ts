// Identity-verification categories (spec 000 §3/§4): GET /api/verificationCategory (filters:
// scenicAreaID, isEnable, verificationMode), POST /api/verificationCategory/{add,edit,delete,enable}.
import type pg from 'pg';
import { z } from 'zod';
import { page } from '../../../domain/http/replies.ts';
import {
  VerificationCategoryEdit,
  VerificationCategoryInput,
  VerificationCategoryRow,
} from '../../../domain/masterData/verificationCategory.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { assertInArea } from '../crud/auditedWrites.ts';
import { listOptions, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import { verificationCategories as table } from './verificationCategory.repository.ts';

const Query = PageQuery.extend({
  isEnable: z.stringbool().optional(),
  verificationMode: z.coerce.number().pipe(VerificationCategoryInput.shape.verificationMode).optional(),
});

/** The bound ticket type (when named) must exist in the category's scenic area. */
const checkTicketType = (tx: pg.PoolClient, values: VerificationCategoryInput) =>
  assertInArea(tx, 'ticket_types', values.ticketTypeID, values.scenicAreaID, 'TICKET_TYPE_NOT_IN_AREA');

export async function verificationCategoryRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const guard = { preHandler: requireFlag('verificationCategory') };

  app.get(
    '/verificationCategory',
    {
      ...guard,
      schema: {
        summary: 'Identity-verification categories, paged (filters: scenic area, enabled, mode)',
        querystring: Query,
        response: { 200: page(VerificationCategoryRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const options = listOptions(actorOf(request), q, [
        q.isEnable !== undefined && ['t.is_enable = ?', q.isEnable],
        q.verificationMode !== undefined && ['t.verification_mode = ?', q.verificationMode],
      ]);
      return { msg: '', data: await table.list(pool, options) };
    },
  );

  registerWrites(app, pool, {
    path: '/verificationCategory',
    noun: 'verification category',
    guard,
    table,
    input: VerificationCategoryInput,
    edit: VerificationCategoryEdit,
    row: VerificationCategoryRow,
    checkAdd: checkTicketType,
    checkEdit: checkTicketType,
    enable: true,
  });
}
