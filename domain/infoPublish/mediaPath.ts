// The media of the signage (videos, pictures, logos; spec 001 §3 "info-publish element": content is
// the media path). An uploaded file is kept in the media folder under the SHA-256 of its bytes and the
// extension of the type its bytes show; an element names it `media/<sha256>.<ext>`, and
// `GET /api/image?url=` serves it. The grammar is closed: nothing else (`..`, an absolute path, an
// encoded variant, another folder) names a file.

export const MEDIA_PREFIX = 'media/';
export const MEDIA_PATH = /^media\/[0-9a-f]{64}\.(?:jpg|png|mp4|webm)$/;

export type MediaKind = 'image' | 'video';

/** What each stored extension is: its content type and kind. */
export const MEDIA_TYPES = {
  jpg: { contentType: 'image/jpeg', kind: 'image' },
  png: { contentType: 'image/png', kind: 'image' },
  mp4: { contentType: 'video/mp4', kind: 'video' },
  webm: { contentType: 'video/webm', kind: 'video' },
} as const satisfies Record<string, { contentType: string; kind: MediaKind }>;

export type MediaExtension = keyof typeof MEDIA_TYPES;

export interface MediaFile {
  /** The file's name in the media folder: `<sha256>.<ext>`. */
  fileName: string;
  extension: MediaExtension;
  kind: MediaKind;
  contentType: string;
}

/** The media file a path names, or null when it names none (answer 400). */
export function mediaFileOf(path: string): MediaFile | null {
  if (!MEDIA_PATH.test(path)) return null;
  const fileName = path.slice(MEDIA_PREFIX.length);
  const extension = fileName.slice(fileName.indexOf('.') + 1) as MediaExtension;
  return { fileName, extension, ...MEDIA_TYPES[extension] };
}

/** The path an element names for a stored file. */
export const mediaPathOf = (sha256: string, extension: MediaExtension): string =>
  `${MEDIA_PREFIX}${sha256}.${extension}`;

/** The kind of media a path names, or null when it is not a media path. */
export const mediaKindOf = (path: string): MediaKind | null => mediaFileOf(path)?.kind ?? null;
