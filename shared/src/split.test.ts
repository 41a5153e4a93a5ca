import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pickVariant, SPLIT_MSG } from './targeting-rules.js';
import { splitSchema } from './targeting-schemas.js';

describe('A/B split', () => {
  it('holds the weights within ±3 percentage points over 10,000 visitors, and keeps each visitor on one variant', () => {
    const variants = [
      { id: 'a', weight: 50 },
      { id: 'b', weight: 30 },
      { id: 'c', weight: 20 },
    ];
    const visitors = Array.from({ length: 10_000 }, () => randomUUID().slice(0, 22));
    const counts = new Map<string, number>();
    for (const v of visitors) counts.set(pickVariant(variants, 'link-1', v).id, (counts.get(pickVariant(variants, 'link-1', v).id) ?? 0) + 1);
    for (const variant of variants)
      expect(
        Math.abs((counts.get(variant.id)! / 10_000) * 100 - variant.weight),
        `variant ${variant.id}: ${counts.get(variant.id)} of 10,000`,
      ).toBeLessThanOrEqual(3);
    for (const v of visitors.slice(0, 100)) expect(pickVariant(variants, 'link-1', v)).toBe(pickVariant(variants, 'link-1', v));
  });

  it('spreads visitors whose ids differ only at the end, and links independently', () => {
    const variants = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 1 },
    ];
    const seq = Array.from({ length: 10_000 }, (_, i) => `visitor-${i}`);
    const a = seq.filter((v) => pickVariant(variants, 'link-2', v).id === 'a').length;
    expect(Math.abs(a / 100 - 50)).toBeLessThanOrEqual(3);
    const same = seq.filter((v) => pickVariant(variants, 'link-2', v).id === pickVariant(variants, 'link-3', v).id).length;
    expect(Math.abs(same / 100 - 50)).toBeLessThanOrEqual(3);
  });

  it('takes 2 to 5 variants with weights 1–100; null ends the split', () => {
    const first = (input: unknown) => splitSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ variants: [{ destination: 'https://example.com/a', weight: 1 }] })).toBe(SPLIT_MSG.variantsInvalid);
    expect(
      first({
        variants: [
          { destination: 'https://example.com/a', weight: 0 },
          { destination: 'https://example.com/b', weight: 1 },
        ],
      }),
    ).toBe(SPLIT_MSG.variantsInvalid);
    expect(splitSchema.parse(null)).toBeNull();
    expect(
      splitSchema.parse({
        variants: [
          { destination: 'example.com/a', weight: 60 },
          { destination: 'https://example.com/b', weight: 40 },
        ],
      }),
    ).toEqual({
      variants: [
        { destination: 'https://example.com/a', weight: 60 },
        { destination: 'https://example.com/b', weight: 40 },
      ],
    });
  });
});
