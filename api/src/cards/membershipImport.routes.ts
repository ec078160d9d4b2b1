// Membership import (spec 001 §4; issue 16): GET /api/card/importTemplate, POST /api/card/import
// (multipart, one .xlsx of at most 2 MB and 2000 rows; the form's fields in the query string). All or
// nothing: a bad row is named by its number and no card is imported (commands/cards/importMembers.ts).
import fastifyMultipart from '@fastify/multipart';
import { importMembers } from '../../../commands/cards/importMembers.ts';
import { MembershipImportFields, MembershipImportResult } from '../../../domain/cards/card.schema.ts';
import { ok } from '../../../domain/http/replies.ts';
import type { App, AppContext } from '../appContext.ts';
import { requireFlag } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';
import { requestLang } from '../http/errorHandler.ts';
import { XLSX_TYPE } from '../masterData/deviceSheet.ts';
import { envelopeOf } from '../sales/saleEnvelope.ts';
import { uploadedFile } from '../uploads/uploadedFile.ts';
import { pgCardCatalog } from './cardCatalog.ts';
import { membershipTemplate, readMembershipSheet } from './membershipSheet.ts';

const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export async function membershipImportRoutes(app: App, ctx: AppContext): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  const deps = { commands: ctx.commands, store: ctx.store, catalog: pgCardCatalog(ctx.pool, ctx) };
  const guard = { preHandler: requireFlag('membershipImport') };

  app.get(
    '/card/importTemplate',
    { ...guard, schema: { summary: 'The membership import template (.xlsx) in the caller language' } },
    async (request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="membership-import-template.xlsx"')
        .send(await membershipTemplate(requestLang(request))),
  );

  app.post(
    '/card/import',
    {
      ...guard,
      schema: {
        summary: 'Import members from one .xlsx (multipart, ≤ 2 MB, ≤ 2000 rows; all or nothing)',
        consumes: ['multipart/form-data'],
        querystring: MembershipImportFields,
        response: { 200: ok(MembershipImportResult) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const form = request.query;
      const envelope = envelopeOf(ctx, request, form.scenicAreaID, form.requestId);
      const { bytes } = await uploadedFile(request, {
        missing: 'IMPORT_FILE_REQUIRED',
        tooLarge: () => new AppError(413, 'IMPORT_FILE_TOO_LARGE', { maxMb: IMPORT_MAX_BYTES / 1024 / 1024 }),
      });
      const rows = await readMembershipSheet(bytes, lang);
      const result = await importMembers(deps, envelope, { ...form, rows }, lang);
      return { msg: '', data: result };
    },
  );
}
