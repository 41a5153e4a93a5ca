import { API_SECURITY_HEADERS } from './json-response.js';
import type { FileAnswer, HttpResponse } from './types.js';

/**
 * A file download: the body base64-encoded (API Gateway and the local gateway decode
 * `isBase64Encoded` bodies), the same no-store and security headers as JSON answers, and
 * an attachment Content-Disposition with an ASCII name plus the RFC 5987 UTF-8 form.
 */
export function fileResponse(status: number, file: FileAnswer): HttpResponse {
  return {
    statusCode: status,
    headers: {
      ...API_SECURITY_HEADERS,
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'access-control-expose-headers': 'content-disposition',
    },
    body: file.data.toString('base64'),
    isBase64Encoded: true,
  };
}
