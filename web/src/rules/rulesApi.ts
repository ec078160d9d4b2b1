// The calls of the rule screens beyond list/add/edit/delete/enable (masterDataApi.ts): the "try it"
// previews and the ticket types of a scenic area for the price-difference form.

import type { Ok, Page } from '../../../domain/http/replies.ts';
import type {
  BillingPreviewBody,
  DiscountPreviewBody,
  PriceDifferencePreviewBody,
} from '../../../domain/rules/rulePreview.schema.ts';
import type {
  BillingPreview,
  DiscountPreview,
  PriceDifferencePreview,
} from '../../../domain/rules/rulePreviewAnswer.schema.ts';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { http } from '../api/http.ts';

export async function previewBilling(body: BillingPreviewBody): Promise<BillingPreview> {
  return (await http.post<Ok<BillingPreview>>('/api/billingRule/preview', body)).data;
}

export async function previewPriceDifference(
  body: PriceDifferencePreviewBody,
): Promise<PriceDifferencePreview> {
  return (await http.post<Ok<PriceDifferencePreview>>('/api/priceDifference/preview', body)).data;
}

export async function previewDiscount(body: DiscountPreviewBody): Promise<DiscountPreview> {
  return (await http.post<Ok<DiscountPreview>>('/api/discount/preview', body)).data;
}

export type TicketTypeOption = Pick<TicketTypeRow, 'id' | 'ticketTypeName'>;

/** The ticket types of one scenic area (none without the ticket-type permission). */
export async function ticketTypesOf(scenicAreaID: number): Promise<TicketTypeOption[]> {
  const query = { scenicAreaID, pageItems: 1000, pageNumber: 1 };
  return (await http.get<Page<TicketTypeRow>>('/api/ticketType', query)).data[0];
}
