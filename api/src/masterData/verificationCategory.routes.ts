// Identity-verification categories (spec 000 §3/§4): GET /api/verificationCategory (filters:
// scenicAreaID, isEnable, verificationMode), POST /api/verificationCategory/{add,edit,delete,enable}.
import { z } from 'zod';
import {
  VerificationCategoryEdit,
  VerificationCategoryInput,
  VerificationCategoryRow,
} from '../../../domain/masterData/verificationCategory.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { requireFlag } from '../auth/guard.ts';
import { createRow, deleteRow, setEnabled, updateRow } from './auditedWrites.ts';
import { EnableBody, IdBody, listAnswer, listOptions, PageQuery, rowAnswer, withoutId } from './routeKit.ts';
import { verificationCategories as table } from './verificationCategory.repository.ts';

const Query = PageQuery.extend({
  isEnable: z.stringbool().optional(),
  verificationMode: z.coerce.number().int().min(0).optional(),
});

export async function verificationCategoryRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const guard = { preHandler: requireFlag('verificationCategory') };
  const answer = rowAnswer(VerificationCategoryRow);

  app.get(
    '/verificationCategory',
    { ...guard, schema: { querystring: Query, response: { 200: listAnswer(VerificationCategoryRow) } } },
    async (request) => {
      const q = request.query;
      const options = listOptions(request, q, [
        q.isEnable !== undefined && ['t.is_enable = ?', q.isEnable],
        q.verificationMode !== undefined && ['t.verification_mode = ?', q.verificationMode],
      ]);
      return { msg: '', data: await table.list(pool, options) };
    },
  );

  app.post(
    '/verificationCategory/add',
    { ...guard, schema: { body: VerificationCategoryInput, response: { 200: answer } } },
    async (request) => ({
      msg: '',
      data: await createRow(pool, request, table, request.body.scenicAreaID, request.body),
    }),
  );

  app.post(
    '/verificationCategory/edit',
    { ...guard, schema: { body: VerificationCategoryEdit, response: { 200: answer } } },
    async (request) => {
      const { id, values } = withoutId(request.body);
      return { msg: '', data: await updateRow(pool, request, table, id, values) };
    },
  );

  app.post(
    '/verificationCategory/delete',
    { ...guard, schema: { body: IdBody, response: { 200: answer } } },
    async (request) => ({ msg: '', data: await deleteRow(pool, request, table, request.body.id) }),
  );

  app.post(
    '/verificationCategory/enable',
    { ...guard, schema: { body: EnableBody, response: { 200: answer } } },
    async (request) => ({
      msg: '',
      data: await setEnabled(pool, request, table, request.body.id, request.body.isEnable),
    }),
  );
}
