import { describe, expect, it } from 'vitest';
import { checkAlias } from '@kisa/shared';
import { randomAlias } from './alias';

describe('randomAlias', () => {
  it('answers 5 lowercase alphanumerics that pass the alias rules', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const a = randomAlias();
      expect(a).toMatch(/^[a-z0-9]{5}$/);
      seen.add(a);
    }
    expect(seen.size, 'aliases differ').toBeGreaterThan(190);
    // A random alias could in theory be a reserved word; 5 characters rarely are.
    expect([...seen].filter((a) => checkAlias(a) !== null).length).toBeLessThan(3);
  });
});
