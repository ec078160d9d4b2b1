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
});
