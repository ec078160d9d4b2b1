// The calls of the rule screens beyond list/add/edit/delete/enable (masterDataApi.ts): the "try it"
// previews and the ticket types of a scenic area for the price-difference form.

import type { PurchaseDiscount, RechargeDiscount } from '../../../domain/rules/discounts.ts';
import type { PriceDifference } from '../../../domain/rules/priceDifference.ts';
import type {
  BillingPreviewBody,
  DiscountPreviewBody,
  PriceDifferencePreviewBody,
} from '../../../domain/rules/rulePreview.schema.ts';
import type { TimedFee } from '../../../domain/rules/timedFee.ts';
import { http } from '../api/http.ts';

type Reply<T> = { msg: string; data: T };

export type BillingPreview = TimedFee & { entry: string; exit: string; timeZone: string; holidays: string[] };
export type PriceDifferencePreview = PriceDifference & { now: string; timeZone: string };
export type DiscountPreview = PurchaseDiscount | RechargeDiscount;

export async function previewBilling(body: BillingPreviewBody): Promise<BillingPreview> {
  return (await http.post<Reply<BillingPreview>>('/api/billingRule/preview', body)).data;
}

export async function previewPriceDifference(
  body: PriceDifferencePreviewBody,
): Promise<PriceDifferencePreview> {
  return (await http.post<Reply<PriceDifferencePreview>>('/api/priceDifference/preview', body)).data;
}

export async function previewDiscount(body: DiscountPreviewBody): Promise<DiscountPreview> {
  return (await http.post<Reply<DiscountPreview>>('/api/discount/preview', body)).data;
}

export interface TicketTypeOption {
  id: number;
  ticketTypeName: string;
}

/** The ticket types of one scenic area (none without the ticket-type permission). */
export async function ticketTypesOf(scenicAreaID: number): Promise<TicketTypeOption[]> {
  const query = { scenicAreaID, pageItems: 1000, pageNumber: 1 };
  return (await http.get<Reply<[TicketTypeOption[], number]>>('/api/ticketType', query)).data[0];
}
