import { randomUUID } from 'node:crypto';
import {
  imageTypeOf,
  PREVIEW_IMAGE_MAX_BYTES,
  PREVIEW_IMAGE_TYPES,
  PREVIEW_IMAGES_PREFIX,
  PREVIEW_MSG,
  PREVIEW_UPLOAD_TTL_SECONDS,
  previewImageKeyOf,
  type Link,
  type LinkPatch,
  type LinkPreview,
  type PreviewImageRequest,
  type PreviewImageType,
  type PreviewImageUpload,
} from '@kisa/shared';
import type { LinkRecord } from '#data/links/index.js';
import { markPreviewImageLinked, previewImageUrl, previewUploadUrl, readPreviewImageHead } from '#data/previews/preview-images.js';
import { badRequest } from '#lib/errors.js';
import type { Caller, TeamCaller } from '../accounts/caller.js';
import { getTeamLink } from './team-link.js';

/**
 * A link's custom social preview: its image's upload URL, the check of an uploaded
 * image before a link names it, and the preview as the API answers it.
 */

/** Where one of the team's links' preview images goes: `previews/{teamId}/{linkId}/`. */
const prefixOf = (teamId: string, linkId: string) => `${PREVIEW_IMAGES_PREFIX}/${teamId}/${linkId}/`;

/**
 * POST /api/links/{id}/preview-image: a presigned PUT for an image of the declared type and size
 * (both signed: S3 refuses another), under a new name of the link's, and the URL the image will be
 * served at. Nothing is stored until a PATCH names the image.
 */
export async function createPreviewUpload(
  caller: Caller,
  linkId: string | undefined,
  input: PreviewImageRequest,
  now = Date.now(),
): Promise<PreviewImageUpload> {
  const link = await getTeamLink(caller, linkId);
  const key = `${prefixOf(link.teamId, link.linkId)}${randomUUID()}.${PREVIEW_IMAGE_TYPES[input.contentType as PreviewImageType]}`;
  const upload = await previewUploadUrl(key, input.contentType, input.bytes);
  return {
    uploadUrl: upload.url,
    headers: upload.headers,
    imageUrl: previewImageUrl(key),
    expiresAt: new Date(now + PREVIEW_UPLOAD_TTL_SECONDS * 1000).toISOString(),
  };
}

/**
 * The preview a PATCH sets: undefined (unchanged), null (removed), or the new one with its image
 * by stored name. An image must be one uploaded for this link (its URL on the app's CDN, under
 * the link's prefix), and is read back once (its first bytes): a type S3 stored and the file's
 * own signature agree, at most PREVIEW_IMAGE_MAX_BYTES. So a size or type the emulator's
 * presigned URL did not enforce, or a file that is not the image it claims, is refused here.
 * An accepted image is tagged `linked` (kept by the bucket's lifecycle rule) before the write.
 */
export async function previewOfPatch(caller: TeamCaller, linkId: string | undefined, preview: LinkPatch['preview']): Promise<LinkPreview | null | undefined> {
  if (preview === undefined || preview === null) return preview;
  const next: LinkPreview = { title: preview.title, ...(preview.description ? { description: preview.description } : {}) };
  if (!preview.image) return next;
  const key = previewImageKeyOf(preview.image);
  if (!key || !linkId || preview.image !== previewImageUrl(key) || !key.startsWith(prefixOf(caller.teamId, linkId))) throw badRequest(PREVIEW_MSG.imageInvalid);
  const stored = await readPreviewImageHead(key);
  if (!stored) throw badRequest(PREVIEW_MSG.imageInvalid);
  if (stored.bytes > PREVIEW_IMAGE_MAX_BYTES) throw badRequest(PREVIEW_MSG.imageTooLarge);
  const type = imageTypeOf(stored.head);
  if (!type || type !== stored.contentType || !key.endsWith(`.${PREVIEW_IMAGE_TYPES[type]}`)) throw badRequest(PREVIEW_MSG.imageNotImage);
  // No longer an upload the lifecycle rule expires: tagged before the link names it (PREVIEW_IMAGE_TAG).
  await markPreviewImageLinked(key);
  return { ...next, imageKey: key };
}

/** The link with the patch's preview and indexing choice (undefined: unchanged). */
export function withPreview(next: LinkRecord, preview: LinkPreview | null | undefined, indexable: boolean | undefined): LinkRecord {
  const { preview: currentPreview, indexable: currentIndexable, ...rest } = next;
  const kept = preview === undefined ? currentPreview : (preview ?? undefined);
  const index = indexable ?? currentIndexable;
  return { ...rest, ...(kept ? { preview: kept } : {}), ...(index ? { indexable: true } : {}) };
}

/** The preview as the API answers it: the image as its URL on the app's CDN. */
export function previewAnswer(preview: LinkPreview | undefined): Link['preview'] {
  if (!preview) return null;
  return {
    title: preview.title,
    ...(preview.description ? { description: preview.description } : {}),
    ...(preview.imageKey ? { image: previewImageUrl(preview.imageKey) } : {}),
  };
}
