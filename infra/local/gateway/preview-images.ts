/**
 * `/previews/…`: link preview images, served from the app's bucket in the S3 emulator
 * as the app distribution's `/previews/*` behaviour serves them from the SPA bucket in AWS. Only
 * names the API hands out (`previews/{teamId}/{linkId}/{uuid}.{ext}`) are looked up; the type is
 * the one stored with the object (the presigned PUT signed it), and each name is new per upload,
 * so the answer is cached for good.
 */
import { GetObjectCommand, type GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { PREVIEW_IMAGE_CONTENT_TYPES, PREVIEW_IMAGE_KEY } from '@kisa/shared';
import { addSecurityHeaders } from './security-headers.js';

export interface PreviewImagesOptions {
  /** The S3 emulator (S3_ENDPOINT). */
  endpoint: string;
  /** The preview images' bucket (PREVIEW_BUCKET). */
  bucket: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export const PREVIEW_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class PreviewImages {
  private readonly s3: S3Client;

  constructor(private readonly opts: PreviewImagesOptions) {
    this.s3 = new S3Client({
      region: opts.region ?? 'us-east-1',
      endpoint: opts.endpoint,
      credentials: opts.credentials ?? { accessKeyId: 'local', secretAccessKey: 'local' },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** GET/HEAD of one image: 200 (or 304), else 404; never throws. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    this.answer(req, res, pathname).catch((err: unknown) => {
      console.error(`[gateway] ${req.method} ${pathname} failed:`, err);
      if (res.headersSent) res.destroy();
      else plain(res, 502, 'Bad gateway');
    });
  }

  close(): void {
    this.s3.destroy();
  }

  private async answer(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const key = pathname.slice(1);
    if (!PREVIEW_IMAGE_KEY.test(key)) return plain(res, 404, 'Not found');
    const ifNoneMatch = req.headers['if-none-match'];
    let object: GetObjectCommandOutput;
    try {
      object = await this.s3.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: key, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }));
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304) {
        res.writeHead(304, addSecurityHeaders({ 'cache-control': PREVIEW_CACHE_CONTROL, ...(ifNoneMatch ? { etag: ifNoneMatch } : {}) }));
        res.end();
        return;
      }
      if (status === 404 || (err as Error).name === 'NoSuchKey') return plain(res, 404, 'Not found');
      throw err;
    }
    const stored = (object.ContentType ?? '').toLowerCase();
    const headers: Record<string, string | number> = addSecurityHeaders({
      // Only the image types a preview may have; anything else is a download, never rendered.
      'content-type': (PREVIEW_IMAGE_CONTENT_TYPES as string[]).includes(stored) ? stored : 'application/octet-stream',
      'cache-control': PREVIEW_CACHE_CONTROL,
    });
    if (object.ContentLength !== undefined) headers['content-length'] = object.ContentLength;
    if (object.ETag) headers.etag = object.ETag;
    if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
    res.writeHead(200, headers);
    const body = object.Body as Readable | undefined;
    if (req.method === 'HEAD' || !body) {
      body?.destroy();
      res.end();
      return;
    }
    body.on('error', () => res.destroy());
    body.pipe(res);
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, addSecurityHeaders({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }));
  res.end(text);
}
