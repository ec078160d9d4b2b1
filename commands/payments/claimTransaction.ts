// Claims a provider's transaction for the order it pays, before that payment is recorded
// (domain/payments/providerTransaction.ts): appended with "no stream" expected, so two claims of one
// transaction for two orders cannot both win; the loser reads the winner's claim and is refused
// (DomainError PAYMENT_TRANSACTION_USED). A claim for the same reference again changes nothing.
import { type EventMetadata, type EventStore, WrongExpectedVersionError } from '../../domain/eventStore.ts';
import {
  type ProviderTransactionClaimed,
  providerTransactionDecider,
  providerTransactionEvents,
  providerTransactionStreamId,
} from '../../domain/payments/providerTransaction.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { readEvents } from '../sales/saleStreams.ts';

export async function claimTransaction(
  store: EventStore,
  claim: ProviderTransactionClaimed['data'],
  metadata: EventMetadata,
): Promise<void> {
  const streamId = providerTransactionStreamId(claim.provider, claim.transactionId);
  const decider = providerTransactionDecider;
  for (let attempt = 1; ; attempt++) {
    let state = decider.initialState();
    for (const recorded of await readEvents(store, streamId)) {
      const event = providerTransactionEvents.decode(recorded);
      if (event) state = decider.evolve(state, event);
    }
    const events = decider.decide({ type: 'ClaimTransaction', data: claim }, state);
    if (events.length === 0) return;
    const id = deterministicEventId(`claim:${streamId}:${claim.reference}`, 0);
    try {
      await store.appendToStreams([
        {
          streamId,
          events: events.map((e) => providerTransactionEvents.encode(e, metadata, id)),
          expectedRevision: 'no_stream',
        },
      ]);
      return;
    } catch (error) {
      // Another claim landed between the read and the append: read it and decide again.
      if (!(error instanceof WrongExpectedVersionError) || attempt === 3) throw error;
    }
  }
}
