import { BULK_CODE_ALPHABET, checkAlias } from '@kisa/shared';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const { newShortCode } = await import('./short-code.js');
const { linksOfPart } = await import('../campaigns/bulk-links.js');

const CODE_RE = new RegExp(`^[${BULK_CODE_ALPHABET}]{8}$`);

describe('generated short codes', () => {
  it('are 8 characters of an alphabet without look-alikes, valid aliases, and do not repeat', () => {
    expect(BULK_CODE_ALPHABET).not.toMatch(/[0OlI]/);
    const codes = Array.from({ length: 2000 }, newShortCode);
    for (const code of codes) {
      expect(code).toMatch(CODE_RE);
      expect(checkAlias(code), code).toBeNull();
    }
    expect(new Set(codes.map((c) => c.toLowerCase())).size, 'distinct even with case folded').toBe(codes.length);
  });

  it('are what a bulk link without an alias gets; a given alias is kept', () => {
    const [given, generated] = linksOfPart({
      kind: 'links',
      campaignId: 'c',
      teamId: 't',
      creator: { id: 'u', name: 'U' },
      batchId: 'b',
      createdAt: 'now',
      part: 0,
      offset: 0,
      links: [{ longUrl: 'https://a.example.com', shortUrl: 'my-alias' }, { longUrl: 'https://b.example.com' }],
    });
    expect(given!.shortUrl).toBe('my-alias');
    expect(generated!.shortUrl).toMatch(CODE_RE);
  });
});
