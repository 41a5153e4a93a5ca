import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { s3 } from '#lib/clients.js';
import { config } from '#lib/config.js';
import type { ExportPart } from './export-job-item.js';

/**
 * A background export's file, written to the exports bucket as an S3 multipart upload: a part at a
 * time (each at least 5 MiB but the last: S3's rule), completed once every row is in. Rows never
 * wait in memory longer than a part. An upload left open (a job that failed) is aborted by the
 * bucket's lifecycle rule with the rest of the bucket's incomplete uploads.
 */

/** S3's smallest part (but the last). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

export async function startExportFile(key: string, contentType: string, contentDisposition: string): Promise<string> {
  const { UploadId } = await s3().send(
    new CreateMultipartUploadCommand({ Bucket: config.exports().bucket, Key: key, ContentType: contentType, ContentDisposition: contentDisposition }),
  );
  if (!UploadId) throw new Error(`S3 answered no upload id for ${key}`);
  return UploadId;
}

export async function putExportPart(key: string, uploadId: string, n: number, body: Buffer): Promise<ExportPart> {
  const { ETag } = await s3().send(new UploadPartCommand({ Bucket: config.exports().bucket, Key: key, UploadId: uploadId, PartNumber: n, Body: body }));
  if (!ETag) throw new Error(`S3 answered no ETag for part ${n} of ${key}`);
  return { n, etag: ETag };
}

export async function completeExportFile(key: string, uploadId: string, parts: readonly ExportPart[]): Promise<void> {
  await s3().send(
    new CompleteMultipartUploadCommand({
      Bucket: config.exports().bucket,
      Key: key,
      UploadId: uploadId,
      MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.n, ETag: p.etag })) },
    }),
  );
}

/** Frees a failed job's parts at once (the lifecycle rule would, days later). */
export async function abortExportFile(key: string, uploadId: string): Promise<void> {
  await s3().send(new AbortMultipartUploadCommand({ Bucket: config.exports().bucket, Key: key, UploadId: uploadId }));
}
