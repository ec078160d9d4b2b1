// The agency credit account (domain/agencies/agencyCredit.ts), given/when/then: recharge, hold within
// the available amount only, deduct or release a hold once.
import { describe, expect, it } from 'vitest';
import { availableCredit, creditDecider } from '../../../domain/agencies/agencyCredit.ts';
import type { CreditEvent } from '../../../domain/agencies/agencyEvents.ts';
import { foldEvents } from '../../../domain/decider.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';

const agency = { travelAgencyID: 7, scenicAreaID: 1 };
const recharged = (amount: number, rechargeNo = `R${amount}`): CreditEvent => ({
  type: 'CreditRecharged',
  data: { ...agency, rechargeNo, amount, remark: '', actorID: 1, actorAccount: 'admin' },
});
const held = (orderNo: string, amount: number): CreditEvent => ({
  type: 'CreditHeld',
  data: { ...agency, orderNo, amount },
});
const spec = () => DeciderSpecification.for(creditDecider);

describe('agency credit', () => {
  it('a recharge adds to the balance; the same recharge number twice records once', () => {
    spec()
      .given([])
      .when({
        type: 'RechargeCredit',
        data: { ...agency, rechargeNo: 'R1', amount: 500, remark: '', actorID: 1, actorAccount: 'admin' },
      })
      .then([recharged(500, 'R1')]);
    spec()
      .given([recharged(500, 'R1')])
      .when({
        type: 'RechargeCredit',
        data: { ...agency, rechargeNo: 'R1', amount: 500, remark: '', actorID: 1, actorAccount: 'admin' },
      })
      .thenNothingHappened();
  });

  it('a hold of exactly the available amount is taken; one fen more is refused', () => {
    spec()
      .given([recharged(1000), held('A1', 400)])
      .when({ type: 'HoldCredit', data: { ...agency, orderNo: 'A2', amount: 600 } })
      .then([held('A2', 600)]);
    spec()
      .given([recharged(1000), held('A1', 400)])
      .when({ type: 'HoldCredit', data: { ...agency, orderNo: 'A2', amount: 601 } })
      .thenThrows('CREDIT_INSUFFICIENT');
  });

  it('deduction takes the held amount from the balance; release gives the hold back', () => {
    spec()
      .given([recharged(1000), held('A1', 400)])
      .when({ type: 'DeductCredit', data: { ...agency, orderNo: 'A1' } })
      .then([{ type: 'CreditDeducted', data: { ...agency, orderNo: 'A1', amount: 400 } }]);
    const afterDeduct = foldEvents(creditDecider, [
      recharged(1000),
      held('A1', 400),
      { type: 'CreditDeducted', data: { ...agency, orderNo: 'A1', amount: 400 } },
    ]);
    expect(afterDeduct.balance).toBe(600);
    expect(availableCredit(afterDeduct)).toBe(600);
    const afterRelease = foldEvents(creditDecider, [
      recharged(1000),
      held('A1', 400),
      { type: 'CreditReleased', data: { ...agency, orderNo: 'A1', amount: 400 } },
    ]);
    expect(afterRelease.balance).toBe(1000);
    expect(availableCredit(afterRelease)).toBe(1000);
  });

  it('a release is recorded as a release, of the amount held, once', () => {
    const released: CreditEvent = { type: 'CreditReleased', data: { ...agency, orderNo: 'A1', amount: 400 } };
    spec()
      .given([recharged(1000), held('A1', 400)])
      .when({ type: 'ReleaseCredit', data: { ...agency, orderNo: 'A1' } })
      .then([released]);
    spec()
      .given([recharged(1000), held('A1', 400), released])
      .when({ type: 'ReleaseCredit', data: { ...agency, orderNo: 'A1' } })
      .thenNothingHappened();
    spec()
      .given([recharged(1000)])
      .when({ type: 'ReleaseCredit', data: { ...agency, orderNo: 'A1' } })
      .thenNothingHappened();
  });

  it('a settled order is neither held again nor deducted twice', () => {
    const deducted: CreditEvent = { type: 'CreditDeducted', data: { ...agency, orderNo: 'A1', amount: 400 } };
    spec()
      .given([recharged(1000), held('A1', 400), deducted])
      .when({ type: 'DeductCredit', data: { ...agency, orderNo: 'A1' } })
      .thenNothingHappened();
    spec()
      .given([recharged(1000), held('A1', 400), deducted])
      .when({ type: 'HoldCredit', data: { ...agency, orderNo: 'A1', amount: 400 } })
      .thenNothingHappened();
  });

  it('a window sale on credit takes at most the available amount, once per order, only from an account of the area', () => {
    const seller = { sellerID: 3, sellerAccount: 'seller' };
    const charge = (amount: number) => ({ ...agency, orderNo: 'DD1', amount, ...seller });
    spec()
      .given([recharged(1000), held('A1', 400)])
      .when({ type: 'ChargeCredit', data: charge(600) })
      .then([{ type: 'CreditCharged', data: charge(600) }]);
    spec()
      .given([recharged(1000), held('A1', 400)])
      .when({ type: 'ChargeCredit', data: charge(601) })
      .thenThrows('CREDIT_INSUFFICIENT');
    spec()
      .given([recharged(1000), { type: 'CreditCharged', data: charge(600) }])
      .when({ type: 'ChargeCredit', data: charge(600) })
      .thenNothingHappened();
    spec()
      .given([])
      .when({ type: 'ChargeCredit', data: charge(1) })
      .thenThrows('CREDIT_ACCOUNT_NOT_FOUND');
    spec()
      .given([recharged(1000)])
      .when({ type: 'ChargeCredit', data: { ...charge(1), scenicAreaID: 2 } })
      .thenThrows('CREDIT_ACCOUNT_NOT_FOUND');
  });

  it('a refund gives the credit back once per refund order', () => {
    const back = { ...agency, orderNo: 'DD1', refundNo: 'TD1', amount: 250 };
    spec()
      .given([recharged(1000)])
      .when({ type: 'RefundCredit', data: back })
      .then([{ type: 'CreditRefunded', data: back }]);
    const given: CreditEvent[] = [recharged(1000), { type: 'CreditRefunded', data: back }];
    spec().given(given).when({ type: 'RefundCredit', data: back }).thenNothingHappened();
    expect(foldEvents(creditDecider, given).balance).toBe(1250);
  });
});
