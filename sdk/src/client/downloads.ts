/**
 * Export downloads (a campaign's links, the visitor log). Small exports answer the file itself;
 * big ones answer 202 while the file is being built and then `{url, filename}`, a presigned
 * address fetched without the API key (it carries its own signature).
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface DownloadedFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface DownloadOptions {
  /** How often to ask again while the export is being built (202). Default 2 s. */
  pollMs?: number;
  /** How long to wait for it in all. Default 10 minutes. */
  timeoutMs?: number;
}

/** An export operation asked once, read as bytes (openapi-fetch's `parseAs: 'arrayBuffer'`). */
export type AskExport = () => Promise<{ data?: ArrayBuffer; response: Response }>;

export async function downloadExport(ask: AskExport, plainFetch: typeof fetch, fallbackName: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  for (;;) {
    const { data, response } = await ask();
    const bytes = new Uint8Array(data ?? new ArrayBuffer(0));
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    if (response.status === 202) {
      if (Date.now() > deadline)
        throw new Error(`The export at ${response.url} was still being built after ${Math.round((options.timeoutMs ?? 600_000) / 1000)} s`);
      await sleep(options.pollMs ?? 2_000);
      continue;
    }
    if (!contentType.includes('json')) return { filename: filenameOf(response.headers.get('content-disposition')) ?? fallbackName, contentType, bytes };
    const link = JSON.parse(new TextDecoder().decode(bytes)) as { url: string; filename: string };
    const file = await plainFetch(link.url);
    return {
      filename: link.filename || fallbackName,
      contentType: file.headers.get('content-type') ?? 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
    };
  }
}

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then `filename="…"`). */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = disposition.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return disposition.match(/filename\s*=\s*"([^"]*)"/)?.[1] ?? disposition.match(/filename\s*=\s*([^;\s]+)/)?.[1];
}
