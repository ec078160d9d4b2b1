/**
 * HTTP status of domain error codes that are not "conflicts with the current state" (409 by
 * default). Their messages live with every other message in domain/i18n/errorMessages.ts; the
 * error's details fill the message's parameters.
 */
export const DOMAIN_ERROR_STATUS: Record<string, number> = {
  ORDER_NOT_FOUND: 404,
  TICKET_NOT_FOUND: 404,
  STALE_VERSION: 412,
  PAYMENT_DECLINED: 402,
  TICKET_TYPE_NOT_SELLABLE: 422,
  SALE_DUPLICATE_TYPE: 422,
  TICKET_TYPE_EXPIRED: 422,
  TOURISTS_REQUIRED: 422,
  HOLDER_PHOTO_REQUIRED: 422,
  ONE_TICKET_ONE_TYPE: 422,
  MANY_PEOPLE_NOT_ALLOWED: 422,
  SPECIAL_TOURIST_ONE_KIND: 422,
  CASH_NOT_ENOUGH: 422,
  REFUND_SELECT_TICKETS: 422,
  REFUND_NOTE_REQUIRED: 422,
  REFUND_NUMBER_REQUIRED: 422,
  TICKET_NOT_IN_ORDER: 422,
  REFUND_PAYMENT_FAILED: 502,
};
