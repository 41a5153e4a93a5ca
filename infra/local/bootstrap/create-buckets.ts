import { CreateBucketCommand, PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';

export const CLICK_LOG_BUCKET = 'kisa-clicks';
export const EXPORTS_BUCKET = 'kisa-exports';
/** Link preview images under previews/, uploaded by the browser (a bucket of their own, as in AWS). */
export const PREVIEW_BUCKET = 'kisa-previews';

/** The buckets, with CORS so the browser can GET/PUT them (exports download, click-log reads, preview image uploads). */
export async function ensureBuckets(client: S3Client, appOrigins: string[]): Promise<void> {
  for (const bucket of [CLICK_LOG_BUCKET, EXPORTS_BUCKET, PREVIEW_BUCKET]) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    } catch (err) {
      const name = (err as Error).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw err;
    }
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: appOrigins,
              AllowedMethods: ['GET', 'PUT', 'HEAD'],
              AllowedHeaders: ['*'],
              ExposeHeaders: ['ETag', 'Content-Disposition'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
  }
}
