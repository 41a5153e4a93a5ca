import type { ExportPart } from '#data/analytics/export-job-item.js';
import { putExportPart } from '#data/analytics/export-upload.js';

/**
 * The bytes of a background export gathered into multipart-upload parts: `full` once a part's
 * worth is waiting; `flush` uploads what waits as the next part (nothing waiting: nothing sent).
 */
export class PartWriter {
  readonly parts: { n: number; etag: string }[];
  private chunks: Buffer[] = [];
  private bytes = 0;

  constructor(
    private readonly key: string,
    private readonly uploadId: string,
    parts: readonly ExportPart[],
    private readonly partBytes: number,
  ) {
    this.parts = [...parts];
  }

  push(data: string | Buffer): void {
    const chunk = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.chunks.push(chunk);
    this.bytes += chunk.length;
  }

  get full(): boolean {
    return this.bytes >= this.partBytes;
  }

  async flush(): Promise<void> {
    if (this.bytes === 0) return;
    const body = Buffer.concat(this.chunks);
    this.parts.push(await putExportPart(this.key, this.uploadId, this.parts.length + 1, body));
    this.chunks = [];
    this.bytes = 0;
  }
}
