import { describe, expect, it } from 'vitest';
import { fileResponse } from './file-response.js';

describe('fileResponse', () => {
  it('answers the bytes base64-encoded with an attachment disposition and the API security headers', () => {
    const res = fileResponse(200, { filename: 'kampanya-ş.csv', contentType: 'text/csv; charset=utf-8', data: Buffer.from('a,b\r\n') });
    expect(res.isBase64Encoded).toBe(true);
    expect(Buffer.from(res.body!, 'base64').toString()).toBe('a,b\r\n');
    expect(res.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="kampanya-_.csv"; filename*=UTF-8''kampanya-%C5%9F.csv`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
});
