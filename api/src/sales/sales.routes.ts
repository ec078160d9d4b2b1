// Selling at the window (spec 001 §2, §5, §8; issue 11): what the sell screen loads, the price of a
// cart, and the sale itself. The sale is a command (commands/sales/sellTickets.ts); these routes
// only validate, authorise, build the envelope and answer.

import type { FastifyRequest } from 'fastify';
import { type SaleDeps, sellTickets } from '../../../commands/sales/sellTickets.ts';
import { ok } from '../../../domain/http/replies.ts';
import {
  QuoteSale,
  SaleAnswer,
  SaleQuote,
  SellOptions,
  SellOptionsQuery,
  SellTickets,
} from '../../../domain/sales/sale.schema.ts';
import { quoteSale } from '../../../domain/sales/saleTicketType.ts';
import { creditAgencies } from '../../../projections/agencyCredit/agencyCredit.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { printTemplates } from '../rules/rules.repository.ts';
import { listTicketTypes } from '../ticketTypes/ticketType.repository.ts';
import { pgSaleCatalog, saleTicketTypeOf } from './saleCatalog.ts';
import { envelopeOf } from './saleEnvelope.ts';
import { pgSaleNumbers } from './saleNumbers.repository.ts';

/** The sell screen and cart mode (sellticket1, sellticket13). */
const SELLERS = ['sellticket1', 'sellticket13'] as const;

export async function salesRoutes(app: App, ctx: AppContext): Promise<void> {
  const catalogs = pgSaleCatalog(ctx.pool);
  const numbers = pgSaleNumbers(ctx.pool);
  const depsOf = (request: FastifyRequest): SaleDeps => ({
    store: ctx.store,
    numbers,
    catalog: catalogs.asOf(request.masterDataVersion),
    payments: ctx.payments,
  });

  app.get(
    '/sell/options',
    {
      preHandler: requireFlag(...SELLERS),
      schema: {
        summary: 'What the sell screen offers: ticket types, print templates, payment set-up',
        querystring: SellOptionsQuery,
        response: { 200: ok(SellOptions) },
      },
    },
    async (request) => {
      const { scenicAreaID } = request.query;
      assertInScope(actorOf(request), scenicAreaID);
      const [types] = await listTicketTypes(ctx.pool, {
        areaIds: [scenicAreaID],
        isEnable: 1,
        visitorPlatformsOnly: false,
        limit: 500,
        offset: 0,
      });
      const [[templates], agencies] = await Promise.all([
        printTemplates.list(ctx.pool, { scope: [scenicAreaID], pageItems: 100, pageNumber: 1 }),
        creditAgencies(ctx.pool, scenicAreaID),
      ]);
      return {
        msg: '',
        data: {
          ticketTypes: types.map(saleTicketTypeOf).map((t) => ({
            id: t.id,
            ticketTypeName: t.ticketTypeName,
            ticketPrice: t.ticketPrice,
            touristType: t.touristType,
            isRealName: t.isRealName,
            needsPhoto: t.needsPhoto,
            manyPeopleOneTicket: t.manyPeopleOneTicket,
          })),
          printTemplates: templates.map((t) => ({
            id: t.id,
            templateName: t.templateName,
            printType: t.printType,
          })),
          sandboxPayments: ctx.payments.sandbox,
          creditAgencies: agencies,
        },
      };
    },
  );

  app.post(
    '/sell/quote',
    {
      preHandler: requireFlag(...SELLERS),
      schema: {
        summary: 'The price of a cart: list prices and the best discount',
        body: QuoteSale,
        response: { 200: ok(SaleQuote) },
      },
    },
    async (request) => {
      const { scenicAreaID, lines } = request.body;
      assertInScope(actorOf(request), scenicAreaID);
      const { types, discountRules: rules } = await catalogs.asOf(request.masterDataVersion).masterData(
        scenicAreaID,
        lines.map((l) => l.ticketTypeID),
      );
      const known = lines.filter((l) => types.get(l.ticketTypeID)?.scenicAreaID === scenicAreaID);
      return { msg: '', data: quoteSale(types, rules, scenicAreaID, known) };
    },
  );

  app.post(
    '/sell/order',
    {
      preHandler: requireFlag(...SELLERS),
      schema: {
        summary:
          'Sell tickets: one order and its tickets, paid in cash, by payment code or recorded; idempotent by requestId',
        body: SellTickets,
        response: { 200: ok(SaleAnswer) },
      },
    },
    async (request) => {
      const input = request.body;
      const answer = await sellTickets(
        depsOf(request),
        envelopeOf(ctx, request, input.scenicAreaID, input.requestId),
        input,
      );
      return { msg: '', data: answer };
    },
  );
}
