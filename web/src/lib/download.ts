import { ApiError, errorMessageOf } from './api-client';
import type { ApiUrl } from './api-calls';

const PREPARE_POLL_MS = 2_000;
const PREPARE_TIMEOUT_MS = 5 * 60_000;

/**
 * Downloads a file the API answers (cookies included): either the file itself (its name
 * from Content-Disposition) or, for big files, JSON `{url, filename}` pointing at a
 * presigned download; a 202 (being prepared) is asked again every 2 s. Throws ApiError
 * when the API refuses. `path`: a GET the API declares (apiKey).
 */
export async function downloadFile(path: ApiUrl<unknown>, fallbackName: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  let res: Response;
  const deadline = Date.now() + PREPARE_TIMEOUT_MS;
  for (;;) {
    try {
      res = await fetchImpl(path, { credentials: 'include' });
    } catch {
      throw new ApiError('Network error', 0);
    }
    // 202: a big file is being prepared on the server; ask again shortly.
    if (res.status !== 202) break;
    if (Date.now() > deadline) throw new ApiError('The file took too long to prepare', 202);
    await new Promise((r) => setTimeout(r, PREPARE_POLL_MS));
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok) throw new ApiError(errorMessageOf(type.includes('json') ? await res.json().catch(() => undefined) : undefined), res.status);
  if (type.includes('json')) {
    const { url, filename } = (await res.json()) as { url?: string; filename?: string };
    if (!url) throw new ApiError('Invalid download response', res.status);
    save(url, filename ?? fallbackName);
    return;
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  save(href, filenameOf(res.headers.get('content-disposition')) ?? fallbackName);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Saves text made in the browser as a file (e.g. a CSV of a table). CSV gets a byte-order
 * mark so spreadsheet programs read it as UTF-8 (Turkish city names).
 */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const bom = type.startsWith('text/csv') ? '\ufeff' : '';
  const href = URL.createObjectURL(new Blob([bom, text], { type }));
  save(href, filename);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

function save(href: string, filename: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` preferred). */
export function filenameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? /filename=([^;]+)/i.exec(header)?.[1]?.trim();
}
