import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '#lib/clients.js';
import { config } from '#lib/config.js';

/** Export files too big for a Lambda answer, in the exports bucket, handed out as presigned URLs. */

export const EXPORT_URL_TTL_SECONDS = 15 * 60;

export async function putExportFile(key: string, data: Buffer, contentType: string, contentDisposition: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: config.exports().bucket, Key: key, Body: data, ContentType: contentType, ContentDisposition: contentDisposition }),
  );
}

/** A URL that downloads the file for EXPORT_URL_TTL_SECONDS, under its name. */
export function exportFileUrl(key: string, contentType: string, contentDisposition: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: config.exports().bucket, Key: key, ResponseContentDisposition: contentDisposition, ResponseContentType: contentType }),
    { expiresIn: EXPORT_URL_TTL_SECONDS },
  );
}
