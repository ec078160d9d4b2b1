// The pictures `GET /api/image?url=` serves (spec 002 §7), named by a path of a closed grammar: a
// carousel picture `carousel/<id>` or a ticket photo `/api/ticketType/photo/<id>` (the ticket
// types' `photoPathLogo`). Pictures live in the database, not in a folder: a path names a row, so
// nothing a visitor sends (`..`, an absolute path, an encoded variant) can reach a file.
import { PHOTO_PATH } from '../ticketTypes/ticketTypeFields.ts';

export const CAROUSEL_IMAGE_PREFIX = 'carousel/';
export const CAROUSEL_IMAGE_PATH = /^carousel\/[1-9]\d{0,8}$/;
const TICKET_PHOTO_PATH = /^\/api\/ticketType\/photo\/[1-9]\d{0,8}$/;

export type StoredImage = { kind: 'carousel' | 'ticketTypePhoto'; id: number };

/** The path a carousel item names for picture `id`. */
export const carouselImagePath = (id: number): string => `${CAROUSEL_IMAGE_PREFIX}${id}`;

/** The stored picture a path names, or null when it names none (answer 400). */
export function storedImageOf(path: string): StoredImage | null {
  if (CAROUSEL_IMAGE_PATH.test(path)) {
    return { kind: 'carousel', id: Number(path.slice(CAROUSEL_IMAGE_PREFIX.length)) };
  }
  if (TICKET_PHOTO_PATH.test(path))
    return { kind: 'ticketTypePhoto', id: Number(path.slice(PHOTO_PATH.length)) };
  return null;
}
