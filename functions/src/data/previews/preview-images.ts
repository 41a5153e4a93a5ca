import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PREVIEW_IMAGE_TAG, PREVIEW_UPLOAD_TTL_SECONDS } from '@kisa/shared';
import { invalidatePreviewKeys, type InvalidationOutcome } from '#lib/aws/cloudfront-invalidation.js';
import { s3, s3Uploads } from '#lib/clients.js';
import { config } from '#lib/config.js';

/**
 * Link preview images in their own bucket (PREVIEW_BUCKET), under
 * `previews/{teamId}/{linkId}/{uuid}.{ext}`, served by the app's CDN at `{APP_URL}/{key}`.
 * An upload is tagged `kisa-preview=pending` (the presigned PUT signs the tag), which the bucket's
 * lifecycle rule expires after a day; saving it on a link re-tags it `linked` (docs/ARCHITECTURE.md).
 * A deleted or taken-down image's edge copy is invalidated (lib/aws/cloudfront-invalidation.ts).
 */

/** The URL an image is served under (the app's CDN; locally the gateway): APP_URL only, which every function has. */
export function previewImageUrl(key: string): string {
  return `${config.app().appUrl}/${key}`;
}

/**
 * A presigned PUT of exactly this type and size (Content-Type and Content-Length are signed:
 * S3 refuses any other), working for PREVIEW_UPLOAD_TTL_SECONDS. The browser sends `headers`
 * with it (Content-Length is the file's own size, which it sets itself).
 */
export async function previewUploadUrl(key: string, contentType: string, bytes: number): Promise<{ url: string; headers: Record<string, string> }> {
  const tagging = `${PREVIEW_IMAGE_TAG.key}=${PREVIEW_IMAGE_TAG.pending}`;
  const url = await getSignedUrl(
    s3Uploads(),
    new PutObjectCommand({ Bucket: config.previewImages().bucket, Key: key, ContentType: contentType, ContentLength: bytes, Tagging: tagging }),
    {
      expiresIn: PREVIEW_UPLOAD_TTL_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length', 'x-amz-tagging']),
      // A header, not a query parameter: S3 takes an upload's tags from x-amz-tagging only.
      unhoistableHeaders: new Set(['x-amz-tagging']),
    },
  );
  return { url, headers: { 'Content-Type': contentType, 'x-amz-tagging': tagging } };
}

/**
 * Marks an uploaded image as a link's (`kisa-preview=linked`), so the lifecycle rule that expires
 * pending uploads leaves it. Done before the link names it: a failed write then leaves an image
 * kept for nothing (deleted with the link's next image change only if the link names it), never
 * a link naming an image that expires.
 */
export async function markPreviewImageLinked(key: string): Promise<void> {
  await s3().send(
    new PutObjectTaggingCommand({
      Bucket: config.previewImages().bucket,
      Key: key,
      Tagging: { TagSet: [{ Key: PREVIEW_IMAGE_TAG.key, Value: PREVIEW_IMAGE_TAG.linked }] },
    }),
  );
}

/**
 * Keeps an image of a link a moderator disabled taken down (`disabled`, refused to CloudFront) when
 * an edit names it: its edge copy went at the takedown, so there is nothing to invalidate.
 */
export async function keepPreviewImageTakenDown(key: string): Promise<void> {
  await tagPreviewImage(key, true);
}

/**
 * Deletes preview images (DeleteObjects, 1,000 a call; a missing key is no error), then invalidates
 * the edge copies of those deleted (never throwing for that). Throws when S3 refuses any.
 */
export async function deletePreviewImages(keys: readonly string[]): Promise<void> {
  const deleted: string[] = [];
  try {
    await deleteObjects(keys, deleted);
  } finally {
    await invalidatePreviewKeys(deleted);
  }
}

async function deleteObjects(keys: readonly string[], deleted: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    const answer = await s3().send(
      new DeleteObjectsCommand({ Bucket: config.previewImages().bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }),
    );
    const refused = new Set((answer.Errors ?? []).map((e) => e.Key));
    deleted.push(...chunk.filter((key) => !refused.has(key)));
    if (answer.Errors?.length)
      throw new Error(
        `DeleteObjects refused ${answer.Errors.length} of ${chunk.length} preview images: ${answer.Errors.map((e) => `${e.Key} ${e.Code}`).join(', ')}`,
      );
  }
}

/** What an uploaded image is: its stored content type, its whole size and its first bytes (for the file's signature). */
export interface StoredPreviewImage {
  contentType: string;
  bytes: number;
  head: Uint8Array;
}

/** The stored image's type, size and first 16 bytes (one ranged GET), or null when there is none. */
export async function readPreviewImageHead(key: string): Promise<StoredPreviewImage | null> {
  try {
    const answer = await s3().send(new GetObjectCommand({ Bucket: config.previewImages().bucket, Key: key, Range: 'bytes=0-15' }));
    const head = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    // "bytes 0-15/12345": the whole object's size after the slash.
    const total = Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? answer.ContentLength ?? 0);
    return { contentType: (answer.ContentType ?? '').toLowerCase(), bytes: total, head };
  } catch (error) {
    const name = (error as { name?: string }).name;
    // An empty object cannot satisfy the range; the key may never have been uploaded.
    if (name === 'NoSuchKey' || name === 'NotFound' || name === 'InvalidRange') return null;
    throw error;
  }
}

/**
 * A moderator's takedown of a link's image (`takenDown`): tagged `disabled`, which the preview
 * bucket's policy refuses to CloudFront, and its edge copy invalidated; or its return (`linked`
 * again) when the link is enabled. Throws when S3 refuses the tag (the moderator sees the action
 * fail and repeats it); a missing image is nothing to take down. The invalidation never throws.
 */
export async function setPreviewImageTakenDown(key: string, takenDown: boolean): Promise<InvalidationOutcome | 'no-image'> {
  if (!(await tagPreviewImage(key, takenDown))) return 'no-image';
  return takenDown ? invalidatePreviewKeys([key]) : 'no-cdn';
}

/**
 * Many takedowns at once (the links a blocklist entry disabled): each image tagged `disabled` as
 * above, then one invalidation naming them all (CloudFront takes up to 3,000 paths in progress).
 */
export async function takeDownPreviewImages(keys: readonly string[]): Promise<InvalidationOutcome> {
  const tagged: string[] = [];
  for (const key of new Set(keys)) if (await tagPreviewImage(key, true)) tagged.push(key);
  return invalidatePreviewKeys(tagged);
}

/** Tags an image `disabled` or `linked`; false when there is no such image. */
async function tagPreviewImage(key: string, takenDown: boolean): Promise<boolean> {
  try {
    await s3().send(
      new PutObjectTaggingCommand({
        Bucket: config.previewImages().bucket,
        Key: key,
        Tagging: { TagSet: [{ Key: PREVIEW_IMAGE_TAG.key, Value: takenDown ? PREVIEW_IMAGE_TAG.disabled : PREVIEW_IMAGE_TAG.linked }] },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return false;
    throw error;
  }
  return true;
}
