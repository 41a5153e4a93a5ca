/**
 * PUTs a file to a presigned URL with progress (fetch reports none for uploads): the headers the
 * URL was signed with; the browser sets Content-Length from the file. Resolves on 2xx; rejects
 * with the status (0: no answer) otherwise, or an AbortError when `signal` aborts.
 */
export function putFile(url: string, headers: Record<string, string>, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError(xhr.status)));
    xhr.onerror = () => reject(new UploadError(0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(readonly status: number) {
    super(`Upload answered ${status}`);
  }
}
