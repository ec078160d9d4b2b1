// Calls of the refund and refund review screens, typed with the schemas of domain/refunds.
import type { Ok, Page } from '../../../domain/http/replies.ts';
import type {
  ApproveRefunds,
  RefundAnswer,
  RefundLookupAnswer,
  RefundTickets,
  RejectRefunds,
  ReviewQueueFilter,
  ReviewQueueRow,
  SubmitAnswer,
} from '../../../domain/refunds/refund.schema.ts';
import { http, type Query } from '../api/http.ts';

export async function lookupRefund(scenicAreaID: number, no: string): Promise<RefundLookupAnswer> {
  return (await http.get<Ok<RefundLookupAnswer>>('/api/sell/refund/tickets', { scenicAreaID, no })).data;
}

export async function refundTickets(body: RefundTickets): Promise<RefundAnswer> {
  return (await http.post<Ok<RefundAnswer>>('/api/sell/refund', body)).data;
}

export async function submitForReview(body: RefundTickets): Promise<SubmitAnswer> {
  return (await http.post<Ok<SubmitAnswer>>('/api/sell/refund/review', body)).data;
}

export async function reviewQueue(filter: Partial<ReviewQueueFilter>): Promise<[ReviewQueueRow[], number]> {
  return (await http.get<Page<ReviewQueueRow>>('/api/sell/refundReview', filter as Query)).data;
}

export async function approveRefunds(body: ApproveRefunds): Promise<RefundAnswer> {
  return (await http.post<Ok<RefundAnswer>>('/api/sell/refundReview/approve', body)).data;
}

export async function rejectRefunds(body: RejectRefunds): Promise<SubmitAnswer> {
  return (await http.post<Ok<SubmitAnswer>>('/api/sell/refundReview/reject', body)).data;
}
