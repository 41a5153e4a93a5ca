import { BULK_CODE_ALPHABET } from '@kisa/shared';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const { bulkLinkId, linksOfPart, newBulkTitle } = await import('./bulk-links.js');
const { parseBulkMessage, splitIntoParts, PART_MAX_BYTES, PART_MAX_LINKS } = await import('./bulk-messages.js');
type LinksPart = import('./bulk-messages.js').LinksPart;

describe('bulk links', () => {
  it('gives link i of a batch the same uuid-shaped id every time, sorting in file order', () => {
    expect(bulkLinkId('b1', 7)).toBe(bulkLinkId('b1', 7));
    expect(bulkLinkId('b1', 7)).not.toBe(bulkLinkId('b2', 7));
    expect(bulkLinkId('b1', 7)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ids = Array.from({ length: 300 }, (_, i) => bulkLinkId('b1', i));
    expect([...ids].sort()).toEqual(ids);
  });

  it('makes "Bulk Link" + 4-character titles from the bulk alphabet', () => {
    for (let i = 0; i < 200; i++) expect(newBulkTitle()).toMatch(new RegExp(`^Bulk Link [${BULK_CODE_ALPHABET}]{4}$`));
  });

  it('keeps a given title, else generates one', () => {
    const [a, b] = linksOfPart({
      kind: 'links',
      campaignId: 'c',
      teamId: 't',
      creator: { id: 'u', name: 'U' },
      batchId: 'b',
      part: 0,
      offset: 10,
      createdAt: '2026-01-01T00:00:00.000Z',
      links: [{ longUrl: 'https://a.example.com', title: ' Mine ' }, { longUrl: 'https://b.example.com' }],
    });
    expect(a).toMatchObject({ linkId: bulkLinkId('b', 10), title: 'Mine', bulkPart: 'b#0', campaignId: 'c', createdBy: { id: 'u', name: 'U' } });
    expect(b!.title).toMatch(/^Bulk Link /);
  });

  it("carries a link's targeting rules through the queue message, ids as queued, to the link written", () => {
    const rules = [{ id: 'abc12345', name: 'Country DE', countries: ['DE'], destination: 'https://example.de/' }];
    const [body] = splitIntoParts({ campaignId: 'c', teamId: 't', creator: { id: 'u', name: 'U' }, batchId: 'b', createdAt: 'now' }, [
      { longUrl: 'https://a.example.com/', rules },
      { longUrl: 'https://b.example.com/' },
    ]);
    const part = parseBulkMessage(JSON.parse(body!));
    expect(part?.kind).toBe('links');
    const [a, b] = linksOfPart(part as LinksPart);
    expect(a!.rules).toEqual(rules);
    expect(b).not.toHaveProperty('rules');
    // A rule without its id or destination is no rule the worker writes: the message is refused whole.
    expect(parseBulkMessage({ ...JSON.parse(body!), links: [{ longUrl: 'https://a.example.com/', rules: [{ countries: ['DE'] }] }] })).toBeNull();
  });

  it('splits a 10,000-link call into SQS messages under the size limit, each link exactly once', () => {
    const links = Array.from({ length: 10_000 }, (_, i) => ({ longUrl: `https://example.com/${i}?${'x'.repeat(i % 3 === 0 ? 1500 : 60)}` }));
    const bodies = splitIntoParts({ campaignId: 'c', teamId: 't', creator: { id: 'u', name: 'U' }, batchId: 'b', createdAt: 'now' }, links);
    const parts = bodies.map((b) => JSON.parse(b));
    for (const b of bodies) expect(Buffer.byteLength(b)).toBeLessThanOrEqual(PART_MAX_BYTES);
    for (const p of parts) expect(p.links.length).toBeLessThanOrEqual(PART_MAX_LINKS);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i));
    expect(parts.flatMap((p) => p.links)).toEqual(links);
    expect(parts.map((p) => p.offset)).toEqual(parts.map((_, i) => parts.slice(0, i).reduce((n, q) => n + q.links.length, 0)));
  });
});
