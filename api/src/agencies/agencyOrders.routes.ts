// The travel agency's own calls (spec 002 §7, issue 15): the order template, the upload preview,
// ticket matching, the agency ticket list, the credit header, save / submit, its orders and
// recharge records. Agency users reach only their own agency (agencyAccess.ts).
import fastifyMultipart from '@fastify/multipart';
import { saveAgencyOrder } from '../../../commands/agencies/saveAgencyOrder.ts';
import {
  AgencyCreditAnswer,
  AgencyIdBody,
  RechargeQuery,
  RechargeRecord,
} from '../../../domain/agencies/agency.schema.ts';
import { TEMPLATE_FILE_NAME } from '../../../domain/agencies/agencyCodes.ts';
import {
  AgencyOrderDetail,
  AgencyOrderNoParams,
  AgencyOrderQuery,
  AgencyOrderRow,
  ImportCreateOrder,
  ImportCreateOrderAnswer,
  ImportPreviewAnswer,
  ImportPreviewFields,
} from '../../../domain/agencies/agencyOrder.schema.ts';
import { agencyReply } from '../../../domain/agencies/agencyReply.ts';
import { priceTourist } from '../../../domain/agencies/priceTourists.ts';
import {
  MatchTicketTypeAnswer,
  MatchTicketTypeRequest,
} from '../../../domain/agencies/ticketMatch.schema.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import { QueryId } from '../../../domain/inputBounds.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { creditOf, queryRecharges } from '../../../projections/agencyCredit/agencyCredit.query.ts';
import {
  findAgencyOrder,
  pendingAmounts,
  queryAgencyOrders,
} from '../../../projections/agencyOrders/agencyOrders.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';
import { derivedRequestId } from '../http/derivedRequestId.ts';
import { requestLang } from '../http/errorHandler.ts';
import { uploadedFile } from '../uploads/uploadedFile.ts';
import { agencyEnvelope, agencyFor, importingAgencyOf, orderScopeOf } from './agencyAccess.ts';
import { readAgencyWorkbook, UPLOAD_MAX_BYTES, writeTemplate, XLSX_TYPE } from './agencySheets.ts';
import { idExample } from './idExample.ts';
import { buildPreview, reasonTexts } from './importPreview.ts';
import { loadMatchCatalog } from './matchCatalog.repository.ts';

/** Agency users import their orders; staff managing agencies (menu 4) import for them. */
const IMPORTER = requireFlag('travelAgencyMenu1', 'travelAgencyMenu4');
const ORDERS = requireFlag('travelAgencyMenu2', 'travelAgencyMenu4');
const ANY_AGENCY_MENU = requireFlag(
  'travelAgencyMenu1',
  'travelAgencyMenu2',
  'travelAgencyMenu3',
  'travelAgencyMenu4',
);

export async function agencyOrderRoutes(app: App, ctx: AppContext): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/travelAgency/importTemplate',
    {
      preHandler: IMPORTER,
      schema: { summary: 'The order template 导入订单模板.xlsx (sheet 1 order, sheet 2 tourists)' },
    },
    async (_request, reply) => {
      // The example's play date: tomorrow where the scenic areas are, not in UTC.
      const tomorrow = localDateOf(ctx.clock.now().getTime() + 86_400_000, ctx.config.DEFAULT_TIME_ZONE);
      const body = await writeTemplate({ playDate: tomorrow, idNumber: idExample() });
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILE_NAME)}`,
        )
        .send(body);
    },
  );

  app.post(
    '/travelAgency/importPreview',
    {
      preHandler: IMPORTER,
      schema: {
        summary:
          'Upload one .xlsx (multipart, ≤ 2 MB, ≤ 200 tourists): order info and every row checked and matched',
        consumes: ['multipart/form-data'],
        querystring: ImportPreviewFields.extend({ travelAgencyID: QueryId.optional() }),
        response: { 200: ImportPreviewAnswer },
      },
    },
    async (request) => {
      const agencyId = importingAgencyOf(request, request.query.travelAgencyID);
      if (agencyId === undefined) throw new AppError(400, 'AGENCY_USER_ONLY');
      const agency = await agencyFor(ctx, request, agencyId);
      const { bytes, filename } = await uploadedFile(request, {
        missing: 'IMPORT_FILE_REQUIRED',
        tooLarge: () => new AppError(413, 'IMPORT_FILE_TOO_LARGE', { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 }),
      });
      const book = await readAgencyWorkbook(bytes, filename);
      const [catalog, envelope] = await Promise.all([
        loadMatchCatalog(ctx.pool, agency),
        agencyEnvelope(ctx, actorOf(request), agency.scenicAreaID, request.id),
      ]);
      const priority = request.query.ticketTypeID ?? null;
      return agencyReply(buildPreview(book, catalog, priority, envelope.today, requestLang(request)));
    },
  );

  app.post(
    '/ticketMatch/travelAgencyMatchTicketType',
    {
      preHandler: IMPORTER,
      schema: {
        summary: 'Match one tourist to a ticket type (age at the play date, height, region, materials)',
        body: MatchTicketTypeRequest,
        response: { 200: MatchTicketTypeAnswer },
      },
    },
    async (request) => {
      const body = request.body;
      const agency = await agencyFor(ctx, request, body.travelAgencyID);
      const catalog = await loadMatchCatalog(ctx.pool, agency);
      const playDate =
        body.playDate ?? (await agencyEnvelope(ctx, actorOf(request), agency.scenicAreaID, request.id)).today;
      const tourist = {
        name: '-',
        IDCard: body.idCardNum,
        certificateType: body.certificateType,
        mobile: '',
        supportingMaterials: body.supportingMaterials,
        sex: 2,
        region: '',
        height: body.height,
        remark: '',
      };
      const { match } = priceTourist(catalog, tourist, body.ticketTypeID, playDate);
      const matchResult = reasonTexts(match.reasons, requestLang(request));
      return agencyReply({ ...match, matchTicketType: match.matchTicketType!, matchResult });
    },
  );

  app.post(
    '/travelAgency/unhandledOrderAmount',
    {
      preHandler: ANY_AGENCY_MENU,
      schema: {
        summary: 'The agency header: balance, held, available, awaiting review and drafts (fen)',
        body: AgencyIdBody,
        response: { 200: AgencyCreditAnswer },
      },
    },
    async (request) => {
      const agency = await agencyFor(ctx, request, request.body.travelAgencyID, false);
      const [credit, pending] = await Promise.all([
        creditOf(ctx.pool, agency.id),
        pendingAmounts(ctx.pool, agency.id),
      ]);
      return agencyReply({
        id: agency.id,
        travelAgencyName: agency.name,
        balance: credit.balance,
        held: credit.held,
        available: credit.balance - credit.held,
        unhandledOrderAmount: pending.submitted,
        draftAmount: pending.drafts,
      });
    },
  );

  app.post(
    '/travelAgency/importCreateOrder',
    {
      preHandler: IMPORTER,
      schema: {
        summary: 'Save an agency order as a draft (0) or submit it for review (1); every tourist re-matched',
        body: ImportCreateOrder,
        response: { 200: ImportCreateOrderAnswer },
      },
    },
    async (request) => {
      const body = request.body;
      const agency = await agencyFor(ctx, request, importingAgencyOf(request, body.travelAgencyID));
      const actor = actorOf(request);
      const requestId =
        body.requestId ?? derivedRequestId('importCreateOrder', String(actor.userId), body, ctx.clock.now());
      const [catalog, envelope] = await Promise.all([
        loadMatchCatalog(ctx.pool, agency),
        agencyEnvelope(ctx, actor, agency.scenicAreaID, requestId),
      ]);
      return agencyReply(await saveAgencyOrder(ctx.store, envelope, agency, catalog, body));
    },
  );

  app.get(
    '/travelAgency/orders',
    {
      preHandler: ORDERS,
      schema: {
        summary: "Agency orders: the agency's own, or the review queue of staff's scenic areas",
        querystring: AgencyOrderQuery,
        response: { 200: page(AgencyOrderRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryAgencyOrders(ctx.pool, request.query, orderScopeOf(request)),
    }),
  );

  app.get(
    '/travelAgency/orders/:orderNo',
    {
      preHandler: ORDERS,
      schema: {
        summary: 'One agency order with its tourists and statistics',
        params: AgencyOrderNoParams,
        response: { 200: ok(AgencyOrderDetail) },
      },
    },
    async (request) => {
      const order = await findAgencyOrder(ctx.pool, request.params.orderNo, orderScopeOf(request));
      if (!order) throw new AppError(404, 'AGENCY_ORDER_NOT_FOUND');
      return { msg: '', data: order };
    },
  );

  app.get(
    '/travelAgency/rechargeRecords',
    {
      preHandler: requireFlag('travelAgencyMenu3', 'travelAgencyMenu4'),
      schema: {
        summary: "Credit recharges: the agency's own, or those of staff's scenic areas",
        querystring: RechargeQuery,
        response: { 200: page(RechargeRecord) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryRecharges(ctx.pool, request.query, orderScopeOf(request)),
    }),
  );
}
