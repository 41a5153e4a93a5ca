import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PART_MAX_BYTES, PART_MAX_LINKS, parseBulkMessage, splitIntoParts } from './bulk-messages.js';

/** What SQS takes in a message body (anything else: InvalidMessageContents). */
const SQS_BODY = /^[\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;
/** What the local emulator (fauxqs) takes: the same, read per UTF-16 code unit, so no astral characters. */
const FAUXQS_BODY = /^[\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD]*$/;

const text = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.constantFrom('\ufffe', '\uffff', '\u{1f389}', '\u{1fffe}', '\ud800', '\udfff', '\u0000', '\u2028', 'é'),
  ),
  maxLength: 30,
});

const base = (name: string) => ({ campaignId: 'c1', teamId: 't1', creator: { id: 'u1', name }, batchId: 'b1', createdAt: '2025-01-01T00:00:00.000Z' });

describe('splitIntoParts', () => {
  it('writes bodies SQS (and the local emulator) accept, whatever the titles and creator name hold, and they read back the same', () => {
    fc.assert(
      fc.property(
        text,
        fc.array(fc.record({ longUrl: fc.constant('https://example.com/x'), title: fc.option(text, { nil: undefined }) }, { requiredKeys: ['longUrl'] }), {
          minLength: 1,
          maxLength: 20,
        }),
        (name, links) => {
          const bodies = splitIntoParts(base(name), links);
          for (const body of bodies) {
            expect(body).toMatch(SQS_BODY);
            expect(body).toMatch(FAUXQS_BODY);
          }
          const parts = bodies.map((b) => parseBulkMessage(JSON.parse(b)));
          expect(parts.every((p) => p?.kind === 'links' && p.creator.name === name)).toBe(true);
          expect(parts.flatMap((p) => (p?.kind === 'links' ? p.links : []))).toEqual(links);
        },
      ),
      { seed: 0x6b697361, numRuns: 200 },
    );
  });

  it('keeps every part within its byte budget once escaped (titles of U+FFFE or emoji take 2–3 times their UTF-8 size)', () => {
    const links = Array.from({ length: 3 * PART_MAX_LINKS }, (_, i) => ({
      longUrl: `https://example.com/${i}`,
      title: (i % 2 ? '\ufffe' : '\u{1f389}').repeat(100),
    }));
    const bodies = splitIntoParts(base('\u{1f389}\ufffe'), links);
    for (const body of bodies) expect(Buffer.byteLength(body)).toBeLessThanOrEqual(PART_MAX_BYTES);
    expect(bodies.flatMap((b) => JSON.parse(b).links)).toEqual(links);
  });
});
