import { z } from 'zod';

/**
 * What a signage screen and the server agree on besides the lists: the screen's clock (the scenic
 * area's time zone, its today and tomorrow; `GET /api/infoPublish_element/checkIsUpdate`), the
 * socket.io namespace screens join without signing in, and the one notice it carries.
 */
export const SignageClock = z.object({
  scenicAreaID: z.number().int(),
  timeZone: z.string(),
  /** The area's local date now and the day after (YYYY-MM-DD). */
  today: z.string(),
  tomorrow: z.string(),
  /** The server's time (ISO), so a screen with a wrong clock still shows the right one. */
  now: z.string(),
});
export type SignageClock = z.infer<typeof SignageClock>;

/** The socket.io namespace of signage screens: no sign-in, one area's room, one notice. */
export const SIGNAGE_NAMESPACE = '/signage';
/** "Something a screen of this area shows has changed": the payload names the area, nothing else. */
export const SIGNAGE_CHANGED = 'signage:changed';
export type SignageChanged = { scenicAreaID: number };

/** Spec 001 §9: refresh every 60 s, today / tomorrow every 15 s, carousel every 4 s, clock every 1 s. */
export const SIGNAGE_TIMINGS = { refreshMs: 60_000, switchMs: 15_000, carouselMs: 4_000 } as const;
