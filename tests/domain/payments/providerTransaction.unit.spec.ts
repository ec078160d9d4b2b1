// A provider's transaction pays one reference: the first claim is recorded, the same reference again
// changes nothing (a retry), another reference is refused.
import { describe, it } from 'vitest';
import {
  type ProviderTransactionClaimed,
  providerTransactionDecider,
} from '../../../domain/payments/providerTransaction.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';

const claim = (reference: string) =>
  ({
    type: 'ClaimTransaction',
    data: { provider: 'sandbox', transactionId: 'SBX1', reference, amountFen: 8000 },
  }) as const;
const claimed = (reference: string): ProviderTransactionClaimed => ({
  type: 'ProviderTransactionClaimed',
  data: claim(reference).data,
});
const spec = () => DeciderSpecification.for(providerTransactionDecider);

describe('provider transaction', () => {
  it('is claimed once, by one reference', () => {
    spec()
      .given([])
      .when(claim('WX1'))
      .then([claimed('WX1')]);
    spec()
      .given([claimed('WX1')])
      .when(claim('WX1'))
      .then([]);
    spec()
      .given([claimed('WX1')])
      .when(claim('WX2'))
      .thenThrows('PAYMENT_TRANSACTION_USED');
  });
});
