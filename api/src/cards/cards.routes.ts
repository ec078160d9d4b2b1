// Cards at the window (spec 001 §2, §4–5; issue 16): sell a membership card, activate, recharge,
// renew, report lost, unreport, unbind, replace; a card and its balance movements. Commands live in
// commands/cards/; these routes validate, authorise, build the envelope and answer.
import { z } from 'zod';
import type { CardDeps } from '../../../commands/cards/cardDeps.ts';
import { loadCard } from '../../../commands/cards/cardStreams.ts';
import {
  actOnCard,
  type CardActionName,
  rechargeCard,
  renewCard,
} from '../../../commands/cards/changeCard.ts';
import { replaceCard } from '../../../commands/cards/replaceCard.ts';
import { sellCard } from '../../../commands/cards/sellCard.ts';
import { inScope } from '../../../domain/auth/actor.ts';
import type { FlagKey } from '../../../domain/auth/permissionFlags.ts';
import {
  CardAction,
  CardMovement,
  CardMovementQuery,
  CardOptionsQuery,
  CardQuery,
  CardTypeOption,
  CardView,
  RechargeCard,
  RenewCard,
  ReplaceCard,
  SellCard,
} from '../../../domain/cards/card.schema.ts';
import { cardViewOf } from '../../../domain/cards/cardView.ts';
import { DomainError } from '../../../domain/decider.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { queryMovements } from '../../../projections/cardList/cardList.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { envelopeOf } from '../sales/saleEnvelope.ts';
import { listTicketTypes } from '../ticketTypes/ticketType.repository.ts';
import { cardTypeOption, pgCardCatalog } from './cardCatalog.ts';

/** Every card screen: sell, stored value, activation, renewal, card operations. */
const CARD_SCREENS = ['sellticket3', 'sellticket4', 'sellticket6', 'sellticket11', 'sellticket16'] as const;

/** The simple actions: their path, flag and what the API page says. */
const ACTIONS: [CardActionName, FlagKey, string][] = [
  ['activate', 'sellticket6', 'Activate an annual or period card sold not activated: validity starts today'],
  ['reportLost', 'sellticket16', 'Report a card lost: it is refused everywhere at once, gates included'],
  ['unreport', 'sellticket16', 'Take back a loss report'],
  ['unbind', 'sellticket16', 'Unbind a card from its holder'],
];

export async function cardRoutes(app: App, ctx: AppContext): Promise<void> {
  const deps: CardDeps = { commands: ctx.commands, store: ctx.store, catalog: pgCardCatalog(ctx.pool, ctx) };
  const answer = { response: { 200: ok(CardView) } };

  app.get(
    '/card/options',
    {
      preHandler: requireFlag(...CARD_SCREENS, 'membershipImport'),
      schema: {
        summary: 'The ticket types the card screens offer',
        querystring: CardOptionsQuery,
        response: { 200: ok(z.array(CardTypeOption)) },
      },
    },
    async (request) => {
      const { scenicAreaID } = request.query;
      if (!inScope(actorOf(request), scenicAreaID)) return { msg: '', data: [] };
      const [types] = await listTicketTypes(ctx.pool, {
        areaIds: [scenicAreaID],
        isEnable: 1,
        visitorPlatformsOnly: false,
        limit: 500,
        offset: 0,
      });
      return { msg: '', data: types.map(cardTypeOption) };
    },
  );

  app.get(
    '/card',
    {
      preHandler: requireFlag(...CARD_SCREENS),
      schema: {
        summary: 'A card: status, holder, validity, balance (from its own stream)',
        querystring: CardQuery,
        ...answer,
      },
    },
    async (request) => {
      const { state, revision } = await loadCard(ctx.store, request.query.cardNo);
      if (!state.sold || !inScope(actorOf(request), state.sold.scenicAreaID))
        throw new DomainError('CARD_NOT_FOUND');
      const today = localDateOf(
        ctx.clock.now().getTime(),
        await deps.catalog.timeZone(state.sold.scenicAreaID),
      );
      return { msg: '', data: cardViewOf(state, revision, today) as z.infer<typeof CardView> };
    },
  );

  app.get(
    '/card/movements',
    {
      preHandler: requireFlag(...CARD_SCREENS),
      schema: {
        summary: "A card's balance movements (recharges and charges), newest first",
        querystring: CardMovementQuery,
        response: { 200: page(CardMovement) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryMovements(ctx.pool, request.query, actorOf(request).areaScope),
    }),
  );

  app.post(
    '/card/sell',
    {
      preHandler: requireFlag('sellticket3'),
      schema: { summary: 'Sell a membership card; idempotent by requestId', body: SellCard, ...answer },
    },
    async (request) => {
      const input = request.body;
      return {
        msg: '',
        data: await sellCard(deps, envelopeOf(ctx, request, input.scenicAreaID, input.requestId), input),
      };
    },
  );

  for (const [action, flag, summary] of ACTIONS) {
    app.post(
      `/card/${action}`,
      { preHandler: requireFlag(flag), schema: { summary, body: CardAction, ...answer } },
      async (request) => {
        const input = request.body;
        const envelope = envelopeOf(ctx, request, input.scenicAreaID, input.requestId);
        return { msg: '', data: await actOnCard(deps, envelope, action, input) };
      },
    );
  }

  app.post(
    '/card/recharge',
    {
      preHandler: requireFlag('sellticket4'),
      schema: {
        summary: 'Recharge a stored-value card, with the bonus of the enabled recharge rules',
        body: RechargeCard,
        ...answer,
      },
    },
    async (request) => {
      const input = request.body;
      return {
        msg: '',
        data: await rechargeCard(deps, envelopeOf(ctx, request, input.scenicAreaID, input.requestId), input),
      };
    },
  );

  app.post(
    '/card/renew',
    {
      preHandler: requireFlag('sellticket11'),
      schema: {
        summary: 'Renew a card by a period of the spec, or a custom one',
        body: RenewCard,
        ...answer,
      },
    },
    async (request) => {
      const input = request.body;
      return {
        msg: '',
        data: await renewCard(deps, envelopeOf(ctx, request, input.scenicAreaID, input.requestId), input),
      };
    },
  );

  app.post(
    '/card/replace',
    {
      preHandler: requireFlag('sellticket16'),
      schema: {
        summary: 'Replace a card: a new number inherits everything, the old is dead, the fee is charged',
        body: ReplaceCard,
        ...answer,
      },
    },
    async (request) => {
      const input = request.body;
      return {
        msg: '',
        data: await replaceCard(deps, envelopeOf(ctx, request, input.scenicAreaID, input.requestId), input),
      };
    },
  );
}
