import { describe, expect, it } from 'vitest';
import { formatCtr, formatDay } from './format';
import { inLanguage } from '@/lib/test-support/language';

// Its figures are the spec's Turkish formats (tr-TR).
inLanguage('tr');

describe('campaign formatting (tr-TR)', () => {
  it('formats CTR with one decimal, and dates', () => {
    expect(formatCtr(12.5, 1)).toMatch(/^%\s?12,5$/);
    expect(formatCtr(0, 0), 'no clicks yet: no rate to show').toBe('—');
    expect(formatDay('2026-11-21T10:00:00.000Z')).toBe('21.11.2026');
  });
});
