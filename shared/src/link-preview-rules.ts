import { PREVIEW_IMAGES_PREFIX } from './routes.js';
import { isPlainText } from './text-rules.js';

/**
 * A link's own social preview ( "Previews that sell the click"): the title,
 * description and image link-unfurling bots (Facebook, X, LinkedIn, Slack, WhatsApp, Telegram,
 * Discord, iMessage) show for the short link, instead of whatever the destination says. The image
 * is uploaded by the team to the app's bucket through a presigned URL (POST
 * /api/links/{id}/preview-image) and served from the app's CDN under `/previews/…`.
 *
 * This module is zod-free (the web editor checks with it; link-preview.ts's schemas apply the
 * same checks on the API), so the editor and the API say the same thing.
 */

export const PREVIEW_TITLE_MAX = 120;
export const PREVIEW_DESCRIPTION_MAX = 300;
/** The largest preview image accepted: 5 MB. */
export const PREVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** How long an upload URL works. */
export const PREVIEW_UPLOAD_TTL_SECONDS = 15 * 60;

/** The image types a preview may have, by content type, with the extension its stored name gets. */
export const PREVIEW_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type PreviewImageType = keyof typeof PREVIEW_IMAGE_TYPES;
export const PREVIEW_IMAGE_CONTENT_TYPES = Object.keys(PREVIEW_IMAGE_TYPES) as PreviewImageType[];

export const PREVIEW_MSG = {
  titleRequired: 'Enter a title for the preview.',
  titleTooLong: `The preview title can be at most ${PREVIEW_TITLE_MAX} characters.`,
  titleInvalid: 'The preview title cannot contain control or invisible characters.',
  descriptionTooLong: `The preview description can be at most ${PREVIEW_DESCRIPTION_MAX} characters.`,
  descriptionInvalid: 'The preview description cannot contain control or invisible characters.',
  previewInvalid: 'A preview has a title, and may have a description and an uploaded image.',
  imageType: 'The image must be a PNG, JPEG, WebP or GIF file.',
  imageTooLarge: 'The image can be at most 5 MB.',
  imageEmpty: 'The image file is empty.',
  imageInvalid: 'That image was not uploaded for this link. Upload it again.',
  imageNotImage: 'The uploaded file is not the PNG, JPEG, WebP or GIF image it says it is. Upload another image.',
  fileNotImage: 'That file is not a PNG, JPEG, WebP or GIF image, whatever its name says. Choose an image file.',
  indexableInvalid: 'Allowing search engines is true or false.',
  uploadFailed: 'The image could not be uploaded. Check your connection and try again.',
} as const;

/** Characters as people count them (code points: an emoji or a Turkish letter is one). */
const length = (value: string) => [...value].length;

export function checkPreviewTitle(value: string): string | null {
  const v = value.trim();
  if (!v) return PREVIEW_MSG.titleRequired;
  if (length(v) > PREVIEW_TITLE_MAX) return PREVIEW_MSG.titleTooLong;
  return isPlainText(v) ? null : PREVIEW_MSG.titleInvalid;
}

export function checkPreviewDescription(value: string): string | null {
  const v = value.trim();
  if (length(v) > PREVIEW_DESCRIPTION_MAX) return PREVIEW_MSG.descriptionTooLong;
  return isPlainText(v) ? null : PREVIEW_MSG.descriptionInvalid;
}

/** An image file as the browser (or the upload request) describes it: its content type and size. */
export function checkPreviewImageFile(file: { type: string; size: number }): string | null {
  if (!(file.type in PREVIEW_IMAGE_TYPES)) return PREVIEW_MSG.imageType;
  if (!Number.isSafeInteger(file.size) || file.size < 1) return PREVIEW_MSG.imageEmpty;
  return file.size > PREVIEW_IMAGE_MAX_BYTES ? PREVIEW_MSG.imageTooLarge : null;
}

/** `previews/{teamId}/{linkId}/{uuid}.{ext}`: the stored name of a preview image. */
export const PREVIEW_IMAGE_KEY = new RegExp(
  `^${PREVIEW_IMAGES_PREFIX}/[0-9a-f-]{36}/[0-9a-f-]{36}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|webp|gif)$`,
);

/**
 * The tag that tells an upload from a link's image: the presigned PUT signs
 * `kisa-preview=pending` onto every upload, saving it on a link re-tags it `linked`, and the app
 * bucket's lifecycle rule expires pending ones PREVIEW_PENDING_DAYS after their upload, so an image
 * uploaded but never saved goes by itself. A moderator's takedown re-tags a disabled link's image
 * `disabled`, which the preview bucket's policy refuses to CloudFront (`linked` again when enabled).
 */
export const PREVIEW_IMAGE_TAG = { key: 'kisa-preview', pending: 'pending', linked: 'linked', disabled: 'disabled' } as const;

/** Days an uploaded preview image no link names is kept (the lifecycle rule on its `pending` tag). */
export const PREVIEW_PENDING_DAYS = 1;

/**
 * The stored name of a preview image URL (`{APP_URL}/previews/…` as the upload answered it), or
 * null when its path is not one. Whose image it is the server checks (team, link, the object).
 */
export function previewImageKeyOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.search || parsed.hash || parsed.username || parsed.password) return null;
  const key = parsed.pathname.slice(1);
  return PREVIEW_IMAGE_KEY.test(key) ? key : null;
}

/** A link's preview as stored on the link and its alias snapshot: the image by its stored name. */
export interface LinkPreview {
  title: string;
  description?: string;
  /** `previews/{teamId}/{linkId}/{uuid}.{ext}` in the app's bucket. */
  imageKey?: string;
}
