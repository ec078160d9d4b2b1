import { z } from 'zod';
import { multiLine, singleLine } from '../inputBounds.ts';
import { RecordId } from '../masterData/fields.ts';
import { type MediaKind, mediaKindOf } from './mediaPath.ts';

/**
 * Info-publish element (信息发布元素), spec 001 §3: what a signage screen shows, by `dataType` — 1 a
 * video, 2 a picture of the carousel, 3 the title and its scrolling note (content is the title,
 * remark the note), 4 the logo. For 1, 2 and 4 the content is the path of a medium uploaded first
 * for the same scenic area (`POST /api/infoPublish_element/upload`); shown when enabled, in sort
 * order. The 信息发布 › 图文视频 screen edits 1 and 2, 信息发布 › 内容 edits 3 and 4.
 */
export const DATA_TYPES = { video: 1, image: 2, title: 3, logo: 4 } as const;
export type DataType = (typeof DATA_TYPES)[keyof typeof DATA_TYPES];
export const DataTypeCode = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** The medium each data type names (the title names none). */
export const MEDIUM_OF: Record<DataType, MediaKind | null> = { 1: 'video', 2: 'image', 3: null, 4: 'image' };

export const TITLE_MAX = 40;
export const MARQUEE_MAX = 500;
export const DESCRIPTION_MAX = 200;
export const SORT_ORDER_MAX = 999;

/** `isEnable=3` in the list call: what a signage screen shows (enabled elements of one area). */
export const SIGNAGE_SELECTION = 3;

const ElementFields = z.strictObject({
  scenicAreaID: RecordId,
  dataType: DataTypeCode,
  content: singleLine(z.string().trim().max(128)),
  remark: multiLine(z.string().trim().max(MARQUEE_MAX)).default(''),
  sortOrder: z.number().int().min(0).max(SORT_ORDER_MAX).default(10),
  isEnable: z.boolean().default(true),
});

type Fields = { dataType: DataType; content: string; remark: string };

/** The content must be the medium its data type names; a title is 1 to 40 characters. */
function checkContent(v: Fields, ctx: z.RefinementCtx): void {
  const medium = MEDIUM_OF[v.dataType];
  if (medium === null) {
    if (v.content.length === 0 || v.content.length > TITLE_MAX) {
      ctx.addIssue({ code: 'custom', message: 'i18n:infoPublishTitle', path: ['content'] });
    }
  } else if (mediaKindOf(v.content) !== medium) {
    const message = medium === 'video' ? 'i18n:infoPublishVideoFirst' : 'i18n:infoPublishImageFirst';
    ctx.addIssue({ code: 'custom', message, path: ['content'] });
  }
  if (medium !== null && v.remark.length > DESCRIPTION_MAX) {
    ctx.addIssue({ code: 'too_big', maximum: DESCRIPTION_MAX, origin: 'string', path: ['remark'] });
  }
}

export const ElementInput = ElementFields.superRefine(checkContent);
export type ElementInput = z.infer<typeof ElementInput>;

export const ElementEdit = ElementFields.extend({ id: RecordId }).superRefine(checkContent);
export type ElementEdit = z.infer<typeof ElementEdit>;

/** An element as the back office lists it (`GET /api/infoPublish_element` with a token). */
export const ElementRow = z.object({
  id: RecordId,
  scenicAreaID: RecordId,
  scenicAreaName: z.string(),
  dataType: DataTypeCode,
  content: z.string(),
  remark: z.string(),
  sortOrder: z.number(),
  isEnable: z.boolean(),
});
export type ElementRow = z.infer<typeof ElementRow>;

/** What a signage screen reads of an element (`isEnable=3`, no sign-in). */
export const SignageElement = ElementRow.pick({
  id: true,
  dataType: true,
  content: true,
  remark: true,
  sortOrder: true,
});
export type SignageElement = z.infer<typeof SignageElement>;

/** `POST /api/infoPublish_element/upload?scenicAreaID=&dataType=`: the area and the kind wanted. */
export const MediaUploadQuery = z.object({
  scenicAreaID: z.coerce.number().int().positive().max(2_147_483_647),
  dataType: z.coerce.number().pipe(DataTypeCode),
});

/** What an upload answers: the path an element names and `GET /api/image?url=` serves. */
export const UploadedMedia = z.object({ content: z.string(), size: z.number().int() });
export type UploadedMedia = z.infer<typeof UploadedMedia>;
