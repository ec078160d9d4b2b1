// The agency order (domain/agencies/agencyOrder.ts): draft, submit, approve, reject, given/when/then.
import { describe, it } from 'vitest';
import type { AgencyOrderContent, AgencyOrderEvent } from '../../../domain/agencies/agencyEvents.ts';
import { agencyOrderDecider } from '../../../domain/agencies/agencyOrder.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';

const who = { orderNo: 'TA1', travelAgencyID: 7, scenicAreaID: 1, actorID: 3, actorAccount: 'agency' };
const content: AgencyOrderContent = {
  playStartTime: '2026-05-01',
  playEndTime: '2026-05-01',
  payType: 99,
  guideName: '王导',
  guideMobile: '13800000000',
  guideIDCard: '',
  baseInfo: { specialPeople: '', region: '', teamType: '', remark: '' },
  priorityTicketTypeID: null,
  tourists: [],
  amount: 1000,
};
const saved: AgencyOrderEvent = {
  type: 'AgencyOrderSaved',
  data: { ...who, travelAgencyName: '示范', content },
};
const submitted: AgencyOrderEvent = {
  type: 'AgencyOrderSubmitted',
  data: { ...who, amount: 1000, payType: 99 },
};
const spec = () => DeciderSpecification.for(agencyOrderDecider);
const save = (submit: boolean) =>
  ({ type: 'SaveAgencyOrder', data: { ...who, travelAgencyName: '示范', content, submit } }) as const;

describe('agency order', () => {
  it('a draft is saved; a submission saves and submits together', () => {
    spec().given([]).when(save(false)).then([saved]);
    spec().given([saved]).when(save(true)).then([saved, submitted]);
  });

  it('a submitted order cannot be saved again', () => {
    spec().given([saved, submitted]).when(save(false)).thenThrows('AGENCY_ORDER_NOT_DRAFT');
  });

  it('approval and rejection need a submitted order', () => {
    spec()
      .given([saved, submitted])
      .when({ type: 'ApproveAgencyOrder', data: { ...who, saleOrderNo: 'S1' } })
      .then([{ type: 'AgencyOrderApproved', data: { ...who, saleOrderNo: 'S1' } }]);
    spec()
      .given([saved])
      .when({ type: 'RejectAgencyOrder', data: { ...who, note: 'no' } })
      .thenThrows('AGENCY_ORDER_NOT_SUBMITTED');
    spec()
      .given([])
      .when({ type: 'ApproveAgencyOrder', data: { ...who, saleOrderNo: 'S1' } })
      .thenThrows('AGENCY_ORDER_NOT_FOUND');
    spec()
      .given([saved, submitted, { type: 'AgencyOrderRejected', data: { ...who, note: 'no' } }])
      .when({ type: 'ApproveAgencyOrder', data: { ...who, saleOrderNo: 'S1' } })
      .thenThrows('AGENCY_ORDER_NOT_SUBMITTED');
  });

  it('another agency cannot touch the order', () => {
    spec()
      .given([saved])
      .when({
        type: 'SaveAgencyOrder',
        data: { ...who, travelAgencyID: 8, travelAgencyName: 'x', content, submit: true },
      })
      .thenThrows('AGENCY_ORDER_NOT_FOUND');
  });
});
