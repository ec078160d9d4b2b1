/**
 * HTTP status of domain error codes that are not "conflicts with the current state" (409 by
 * default). Their messages live with every other message in domain/i18n/errorMessages.ts.
 */
export const DOMAIN_ERROR_STATUS: Record<string, number> = {};
