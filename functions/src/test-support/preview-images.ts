import { GetObjectTaggingCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { previewImageKeyOf, type PreviewImageUpload } from '@kisa/shared';
import type { Session } from './accounts.js';
import { call, runtime, type ApiAnswer } from './api.js';
import { runtimeS3 } from './s3.js';

/** Link preview images for tests. */

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Asks for an upload URL for `file` declared as `contentType` (and `bytes`, default the file's size). */
export function requestUpload(owner: Session, linkId: string, contentType: string, bytes: number): Promise<ApiAnswer<PreviewImageUpload>> {
  return call<PreviewImageUpload>('POST', `/api/links/${linkId}/preview-image`, { headers: owner.auth, json: { contentType, bytes } });
}

/** PUTs `file` to a presigned upload URL as a browser would (the answer's headers, the file's own length). */
export async function putUpload(upload: PreviewImageUpload, file: Buffer, headers: Record<string, string> = upload.headers): Promise<number> {
  const res = await fetch(upload.uploadUrl, { method: 'PUT', headers, body: new Uint8Array(file) });
  await res.arrayBuffer();
  return res.status;
}

/** Uploads `file` for the link and answers its image URL (fails the test on any refusal). */
export async function uploadPreviewImage(owner: Session, linkId: string, file: Buffer = TINY_PNG, contentType = 'image/png'): Promise<string> {
  const upload = await requestUpload(owner, linkId, contentType, file.length);
  if (upload.status !== 201) throw new Error(`upload URL: ${upload.status} ${JSON.stringify(upload.body)}`);
  const status = await putUpload(upload.body, file);
  if (status !== 200) throw new Error(`PUT to the presigned URL answered ${status}`);
  return upload.body.imageUrl;
}

const keyOf = (imageUrl: string) => {
  const key = previewImageKeyOf(imageUrl);
  if (!key) throw new Error(`not a preview image URL: ${imageUrl}`);
  return key;
};

/** Whether the image's object is in the app's bucket (HeadObject in the S3 emulator, not the gateway). */
export async function previewObjectExists(imageUrl: string): Promise<boolean> {
  try {
    await runtimeS3().send(new HeadObjectCommand({ Bucket: runtime().env.PREVIEW_BUCKET, Key: keyOf(imageUrl) }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** The image object's tags, as `{key: value}`. */
export async function previewObjectTags(imageUrl: string): Promise<Record<string, string>> {
  const answer = await runtimeS3().send(new GetObjectTaggingCommand({ Bucket: runtime().env.PREVIEW_BUCKET, Key: keyOf(imageUrl) }));
  return Object.fromEntries((answer.TagSet ?? []).map((t) => [t.Key!, t.Value!]));
}
