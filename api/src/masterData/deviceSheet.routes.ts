// Device spreadsheets: GET /api/device/importTemplate, GET /api/device/export (the list's filters),
// POST /api/device/import (multipart, one .xlsx of at most 2 MB and 2000 rows, all or nothing).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../domain/http/replies.ts';
import { QueryId } from '../../../domain/inputBounds.ts';
import { DeviceImportResult } from '../../../domain/masterData/device.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';
import { requestLang } from '../http/errorHandler.ts';
import { uploadedFile } from '../uploads/uploadedFile.ts';
import { devices } from './device.repository.ts';
import { importDevices } from './deviceImport.ts';
import { readDeviceSheet, writeDeviceSheet, XLSX_TYPE } from './deviceSheet.ts';

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const EXPORT_MAX_ROWS = 100_000;

const ExportQuery = z.object({
  scenicAreaID: QueryId.optional(),
  zoneID: QueryId.optional(),
  direction: z.coerce.number().int().min(-1).max(1).optional(),
});

function sendXlsx(reply: FastifyReply, name: string, body: Buffer) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);
}

export async function deviceSheetRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  const guard = { preHandler: requireFlag('device') };

  app.get(
    '/device/importTemplate',
    { ...guard, schema: { summary: 'The device import template (.xlsx) in the caller language' } },
    async (request, reply) =>
      sendXlsx(reply, 'device-import-template.xlsx', await writeDeviceSheet([], requestLang(request))),
  );

  app.get(
    '/device/export',
    { ...guard, schema: { summary: 'The devices of the list filters as .xlsx', querystring: ExportQuery } },
    async (request, reply) => {
      const q = request.query;
      const [rows] = await devices.list(pool, {
        scope: actorOf(request).areaScope,
        pageItems: EXPORT_MAX_ROWS,
        pageNumber: 1,
        where: [
          q.scenicAreaID !== undefined && ['t.scenic_area_id = ?', q.scenicAreaID],
          q.zoneID !== undefined && ['t.zone_id = ?', q.zoneID],
          q.direction !== undefined && q.direction >= 0 && ['t.direction = ?', q.direction],
        ],
      });
      return sendXlsx(reply, 'devices.xlsx', await writeDeviceSheet(rows, requestLang(request)));
    },
  );

  app.post(
    '/device/import',
    {
      ...guard,
      schema: {
        summary: 'Import devices from one .xlsx (multipart, at most 2 MB, 2000 rows; all or nothing)',
        consumes: ['multipart/form-data'],
        response: { 200: ok(DeviceImportResult) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const { bytes } = await uploadedFile(request, {
        missing: 'IMPORT_FILE_REQUIRED',
        tooLarge: () => new AppError(413, 'IMPORT_FILE_TOO_LARGE', { maxMb: IMPORT_MAX_BYTES / 1024 / 1024 }),
      });
      const rows = await readDeviceSheet(bytes, lang);
      return { msg: '', data: await importDevices(pool, actorOf(request), rows, lang) };
    },
  );
}
