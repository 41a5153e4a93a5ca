import { describe, expect, it } from 'vitest';
import { NONE_VALUE } from '@kisa/shared';
import { valueLabel } from './labels';

describe('ranking value labels', () => {
  it("names the unknown value 'Direct' for referrers and 'Unknown' elsewhere", () => {
    expect(valueLabel('referrer', NONE_VALUE)).toBe('Direct');
    expect(valueLabel('browser', NONE_VALUE)).toBe('Unknown');
    expect(valueLabel('country', NONE_VALUE)).toBe('Unknown');
  });
  it('reads sources and device types as words, and leaves names alone', () => {
    expect(valueLabel('source', 'qr')).toBe('QR code');
    expect(valueLabel('source', 'link')).toBe('Link');
    expect(valueLabel('device', 'mobile')).toBe('Mobile');
    expect(valueLabel('browser', 'Mobile Safari')).toBe('Mobile Safari');
  });
});
