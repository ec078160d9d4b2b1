// A provider's transaction pays one order, once (docs/payments.md). Its stream
// `providerTransaction-<provider>-<transactionId>` records the order (or price-difference reference)
// it paid before the payment is recorded there: the claim is appended with "no stream" expected, so of
// two notices naming one transaction for two orders at the same moment, one wins and the other is
// refused. The same reference again is a provider's retry (or a retry after a crash between the claim
// and the record): it changes nothing and lets the record go on.
import { z } from 'zod';
import { type Decider, DomainError } from '../decider.ts';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';

export const providerTransactionStreamId = (provider: string, transactionId: string) =>
  `providerTransaction-${provider}-${transactionId}`;

export const ProviderTransactionClaimed = defineEvent(
  'ProviderTransactionClaimed',
  z.object({
    provider: z.string(),
    transactionId: z.string(),
    /** The order number (or `PD…` price-difference reference) the transaction pays. */
    reference: z.string(),
    amountFen: z.number().int(),
  }),
);
export type ProviderTransactionClaimed = EventOf<typeof ProviderTransactionClaimed>;
export const providerTransactionEvents = eventCatalog([ProviderTransactionClaimed]);

export interface ProviderTransactionState {
  /** The reference the transaction paid, once claimed. */
  reference: string | null;
}

export type ClaimTransaction = { type: 'ClaimTransaction'; data: ProviderTransactionClaimed['data'] };

export const providerTransactionDecider: Decider<
  ProviderTransactionState,
  ClaimTransaction,
  ProviderTransactionClaimed
> = {
  initialState: () => ({ reference: null }),
  evolve: (state, event) => (state.reference === null ? { reference: event.data.reference } : state),
  decide(command, state) {
    if (state.reference === command.data.reference) return [];
    if (state.reference !== null) {
      throw new DomainError('PAYMENT_TRANSACTION_USED', undefined, {
        transactionId: command.data.transactionId,
        reference: state.reference,
      });
    }
    return [{ type: 'ProviderTransactionClaimed', data: command.data }];
  },
};
