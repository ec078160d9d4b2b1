import { z } from 'zod';
import { QueryId } from '../inputBounds.ts';

/** One choice of the ticket-type form (a scenic area, zone, device, schedule or billing rule). */
export const FormOption = z.object({
  id: z.number().int(),
  name: z.string(),
  zoneID: z.number().int().nullable().optional(),
});
export type FormOption = z.infer<typeof FormOption>;

/**
 * `GET /api/ticketType/options?scenicAreaID=`: what the ticket-type form offers for one scenic area,
 * and the scenic areas the caller may choose.
 */
export const TicketTypeFormOptions = z.object({
  scenicAreaID: z.number().int().nullable(),
  scenicAreas: z.array(FormOption),
  zones: z.array(FormOption),
  devices: z.array(FormOption),
  passSchedules: z.array(FormOption),
  billingRules: z.array(FormOption),
});
export type TicketTypeFormOptions = z.infer<typeof TicketTypeFormOptions>;

export const TicketTypeOptionsQuery = z.object({ scenicAreaID: QueryId.optional() });

/** What a photo upload answers: the stored photo's id and the URL to put in `headPhoto`. */
export const UploadedPhoto = z.object({ id: z.number().int(), url: z.string() });
export type UploadedPhoto = z.infer<typeof UploadedPhoto>;
