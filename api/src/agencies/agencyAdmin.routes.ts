// Travel-agency management (menu travelAgencyMenu4, scenic-area scoped): agencies (CRUD kit),
// credit recharge, and the review queue's approve / reject; the concession matching rules (menu
// ticketMatch, CRUD kit); and the agency ticket list. Agency users are users (useType 10): the
// users module's calls.

import { loadAgencyOrder } from '../../../commands/agencies/agencyStreams.ts';
import { rechargeCredit } from '../../../commands/agencies/rechargeCredit.ts';
import { reviewAgencyOrder } from '../../../commands/agencies/reviewAgencyOrder.ts';
import {
  AgencyEdit,
  AgencyInput,
  AgencyQuery,
  AgencyRow,
  AgencyTicketQuery,
  AgencyTicketRow,
  RechargeCredit,
  RechargeResult,
} from '../../../domain/agencies/agency.schema.ts';
import {
  ApproveAgencyOrder,
  RejectAgencyOrder,
  ReviewResult,
} from '../../../domain/agencies/agencyOrder.schema.ts';
import {
  ConcessionRuleEdit,
  ConcessionRuleInput,
  ConcessionRuleQuery,
  ConcessionRuleRow,
} from '../../../domain/agencies/ticketMatch.schema.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { listOptions, nameLike, registerWrites } from '../crud/crudRoutes.ts';
import { AppError } from '../http/appError.ts';
import { pgSaleCatalog } from '../sales/saleCatalog.ts';
import { pgSaleNumbers } from '../sales/saleNumbers.repository.ts';
import { agencyEnvelope, agencyFor } from './agencyAccess.ts';
import { agencies, agencyInUse, checkTicketTypeInArea, concessionRules } from './agencyTables.ts';
import { agencyTickets } from './agencyTickets.ts';

const MANAGERS = { preHandler: requireFlag('travelAgencyMenu4') };

export async function agencyAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const reviewDeps = { store: ctx.store, numbers: pgSaleNumbers(pool), catalog: pgSaleCatalog(pool).asOf() };

  app.get(
    '/travelAgency',
    {
      ...MANAGERS,
      schema: {
        summary: 'Travel agencies of the scenic areas',
        querystring: AgencyQuery,
        response: { 200: page(AgencyRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await agencies.list(
        pool,
        listOptions(actorOf(request), request.query, [nameLike(request.query.name)]),
      ),
    }),
  );
  registerWrites(app, pool, {
    path: '/travelAgency',
    noun: 'travel agency',
    guard: MANAGERS,
    table: agencies,
    input: AgencyInput,
    edit: AgencyEdit,
    row: AgencyRow,
    checkAdd: (tx, values) => checkTicketTypeInArea(tx, values.ordinaryTicketTypeID, values.scenicAreaID),
    checkEdit: (tx, values) => checkTicketTypeInArea(tx, values.ordinaryTicketTypeID, values.scenicAreaID),
    inUse: agencyInUse,
    enable: true,
  });

  app.get(
    '/ticketMatch',
    {
      preHandler: requireFlag('ticketMatch'),
      schema: {
        summary: 'Concession matching rules',
        querystring: ConcessionRuleQuery,
        response: { 200: page(ConcessionRuleRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const where = [
        q.ticketTypeID !== undefined && (['t.ticket_type_id = ?', q.ticketTypeID] as [string, number]),
        nameLike(q.name),
      ];
      return { msg: '', data: await concessionRules.list(pool, listOptions(actorOf(request), q, where)) };
    },
  );
  registerWrites(app, pool, {
    path: '/ticketMatch',
    noun: 'concession matching rule',
    guard: { preHandler: requireFlag('ticketMatch') },
    table: concessionRules,
    input: ConcessionRuleInput,
    edit: ConcessionRuleEdit,
    row: ConcessionRuleRow,
    checkAdd: (tx, values) => checkTicketTypeInArea(tx, values.ticketTypeID, values.scenicAreaID),
    checkEdit: (tx, values) => checkTicketTypeInArea(tx, values.ticketTypeID, values.scenicAreaID),
    enable: true,
  });

  app.get(
    '/ticketType/travelAgencyTicket',
    {
      preHandler: requireFlag('travelAgencyMenu1', 'travelAgencyMenu4'),
      schema: {
        summary: "The agency's ticket types with their matching rules",
        querystring: AgencyTicketQuery,
        response: { 200: page(AgencyTicketRow) },
      },
    },
    async (request) => {
      const agency = await agencyFor(ctx, request, request.query.travelAgencyID, false);
      return { msg: '', data: await agencyTickets(pool, agency, request.query) };
    },
  );

  app.post(
    '/travelAgency/recharge',
    {
      ...MANAGERS,
      schema: {
        summary: "Recharge an agency's credit (fen); idempotent by requestId",
        body: RechargeCredit,
        response: { 200: ok(RechargeResult) },
      },
    },
    async (request) => {
      const agency = await agencyFor(ctx, request, request.body.travelAgencyID, false);
      const envelope = await agencyEnvelope(
        ctx,
        actorOf(request),
        agency.scenicAreaID,
        request.body.requestId,
      );
      return { msg: '', data: await rechargeCredit(ctx.store, envelope, agency, request.body) };
    },
  );

  const review = async (
    requestId: string,
    orderNo: string,
    actor: ReturnType<typeof actorOf>,
    note?: string,
  ) => {
    const { state } = await loadAgencyOrder(ctx.store, orderNo);
    if (
      state.scenicAreaID === null ||
      (actor.areaScope !== 'all' && !actor.areaScope.includes(state.scenicAreaID))
    ) {
      throw new AppError(404, 'AGENCY_ORDER_NOT_FOUND');
    }
    const envelope = await agencyEnvelope(ctx, actor, state.scenicAreaID, requestId);
    return reviewAgencyOrder(
      reviewDeps,
      envelope,
      orderNo,
      note === undefined ? { kind: 'approve' } : { kind: 'reject', note },
    );
  };
  app.post(
    '/travelAgency/review/approve',
    {
      ...MANAGERS,
      schema: {
        summary: 'Approve a submitted agency order: credit deducted, tickets issued',
        body: ApproveAgencyOrder,
        response: { 200: ok(ReviewResult) },
      },
    },
    async (request) => ({
      msg: '',
      data: await review(request.body.requestId, request.body.orderNo, actorOf(request)),
    }),
  );
  app.post(
    '/travelAgency/review/reject',
    {
      ...MANAGERS,
      schema: {
        summary: 'Reject a submitted agency order with a note: its credit hold released',
        body: RejectAgencyOrder,
        response: { 200: ok(ReviewResult) },
      },
    },
    async (request) => {
      const { requestId, orderNo, note } = request.body;
      return { msg: '', data: await review(requestId, orderNo, actorOf(request), note) };
    },
  );
}
