// An administrator recharges an agency's credit (menu travelAgencyMenu4). The recharge number comes
// from the request id, so a resent request records once.

import type { RechargeCredit } from '../../domain/agencies/agency.schema.ts';
import { decideCredit } from '../../domain/agencies/agencyCredit.ts';
import { creditEvents, creditStreamId } from '../../domain/agencies/agencyEvents.ts';
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import type { EventStore } from '../../domain/eventStore.ts';
import { encodeFor, expectedAt, loadCredit, onAgencyCredit } from './agencyStreams.ts';
import type { AgencyRecord } from './saveAgencyOrder.ts';

export const rechargeNoOf = (requestId: string) => `CR${requestId.replaceAll('-', '').toUpperCase()}`;

export function rechargeCredit(
  store: EventStore,
  envelope: CommandEnvelope,
  agency: AgencyRecord,
  input: RechargeCredit,
): Promise<{ rechargeNo: string; balance: number }> {
  const rechargeNo = rechargeNoOf(envelope.requestId);
  return onAgencyCredit(agency.id, async () => {
    const credit = await loadCredit(store, agency.id);
    const events = decideCredit(
      {
        type: 'RechargeCredit',
        data: {
          travelAgencyID: agency.id,
          scenicAreaID: agency.scenicAreaID,
          rechargeNo,
          amount: input.amount,
          remark: input.remark,
          actorID: envelope.actor.userId,
          actorAccount: envelope.actor.account,
        },
      },
      credit.state,
    );
    if (events.length > 0) {
      await store.appendToStreams([
        {
          streamId: creditStreamId(agency.id),
          events: encodeFor(creditEvents, envelope, 0)(events),
          expectedRevision: expectedAt(credit.revision),
        },
      ]);
    }
    const added = events.reduce((sum, e) => sum + (e.type === 'CreditRecharged' ? e.data.amount : 0), 0);
    return { rechargeNo, balance: credit.state.balance + added };
  });
}
