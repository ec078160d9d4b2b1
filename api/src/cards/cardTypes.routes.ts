// The card types of the ticket-management menu (会员卡 `membershipCard`, 储值卡 `storedValueCard`;
// domain/cards/cardTypeViews.ts): GET /api/<entry> lists the ticket types of the entry's kinds in
// the caller's scenic areas; add, edit, enable and delete are the ticket type's own
// (ticketTypeWrites.ts), each under the entry's permission flag and limited to its kinds.
import { inScope } from '../../../domain/auth/actor.ts';
import {
  CARD_TYPE_VIEW_NAMES,
  CARD_TYPE_VIEWS,
  CardTypeQuery,
  type CardTypeView,
  cardTypeEdit,
  cardTypeInput,
} from '../../../domain/cards/cardTypeViews.ts';
import { page } from '../../../domain/http/replies.ts';
import { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { listTicketTypes } from '../ticketTypes/ticketType.repository.ts';
import { registerTicketTypeWrites } from '../ticketTypes/ticketTypeWrites.ts';

const NOUNS: Record<CardTypeView, string> = {
  membershipCard: 'membership card type',
  storedValueCard: 'stored-value card type',
};

export async function cardTypeRoutes(app: App, ctx: AppContext): Promise<void> {
  for (const view of CARD_TYPE_VIEW_NAMES) {
    const cates: readonly number[] = CARD_TYPE_VIEWS[view];
    app.get(
      `/${view}`,
      {
        preHandler: requireFlag(view),
        schema: {
          summary: `${NOUNS[view][0]!.toUpperCase()}${NOUNS[view].slice(1)}s, paged (the ticket types of its kinds)`,
          querystring: CardTypeQuery,
          response: { 200: page(TicketTypeRow) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const q = request.query;
        const area = q.scenicAreaID;
        const areaIds = area === undefined ? actor.areaScope : inScope(actor, area) ? [area] : [];
        const asked = [...(q.ticketCateArray ?? []), ...(q['ticketCateArray[]'] ?? [])];
        const kinds = asked.length ? cates.filter((c) => asked.includes(c)) : cates;
        if (kinds.length === 0) return { msg: '', data: [[], 0] as [TicketTypeRow[], number] };
        const data = await listTicketTypes(ctx.pool, {
          areaIds,
          ticketCates: [...kinds],
          ticketFeeMethod: q.ticketFeeMethod,
          visitorPlatformsOnly: false,
          isEnable: q.isEnable as 0 | 1 | undefined,
          ticketTypeName: q.ticketTypeName || undefined,
          limit: q.pageItems,
          offset: (q.pageNumber - 1) * q.pageItems,
        });
        return { msg: '', data };
      },
    );
    registerTicketTypeWrites(app, ctx, {
      path: view,
      flag: view,
      noun: NOUNS[view],
      cates,
      input: cardTypeInput(view),
      edit: cardTypeEdit(view),
    });
  }
}
