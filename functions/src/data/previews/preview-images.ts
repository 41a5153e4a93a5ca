import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PREVIEW_UPLOAD_TTL_SECONDS } from '@kisa/shared';
import { s3, s3Uploads } from '#lib/clients.js';
import { config } from '#lib/config.js';

/**
 * Link preview images (issue 27) in the app's bucket (APP_BUCKET: the SPA's in AWS), under
 * `previews/{teamId}/{linkId}/{uuid}.{ext}`, served by the app's CDN at `{APP_URL}/{key}`.
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
  const url = await getSignedUrl(s3Uploads(), new PutObjectCommand({ Bucket: config.previewImages().bucket, Key: key, ContentType: contentType, ContentLength: bytes }), {
    expiresIn: PREVIEW_UPLOAD_TTL_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return { url, headers: { 'Content-Type': contentType } };
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
