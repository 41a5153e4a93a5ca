import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { qrCapacity } from './qr-capacity.js';

describe('QR capacity', () => {
  it('gives the standard version-40 limits of each mode and level', () => {
    // ISO/IEC 18004 table 7 (byte mode loses one byte to the UTF-8 ECI designator).
    const limits = { L: [7089, 4296, 2953, 2952], M: [5596, 3391, 2331, 2330], Q: [3993, 2420, 1663, 1662], H: [3057, 1852, 1273, 1272] } as const;
    for (const [level, [numeric, alphanumeric, ascii, utf8]] of Object.entries(limits) as [keyof typeof limits, readonly number[]][]) {
      expect(qrCapacity('0123', level).limit, `${level} numeric`).toBe(numeric);
      expect(qrCapacity('KISA 1', level).limit, `${level} alphanumeric`).toBe(alphanumeric);
      expect(qrCapacity('https://kisa.example/a', level).limit, `${level} ASCII`).toBe(ascii);
      expect(qrCapacity('Işık', level).limit, `${level} UTF-8`).toBe(utf8);
    }
  });

  it('counts ASCII in characters and other text in UTF-8 bytes', () => {
    expect(qrCapacity('a'.repeat(3000), 'H')).toEqual({ fits: false, limit: 1273, used: 3000, unit: 'characters', level: 'H' });
    expect(qrCapacity('a'.repeat(3000), 'L')).toMatchObject({ fits: false, limit: 2953, used: 3000 });
    expect(qrCapacity('a'.repeat(1273), 'H').fits).toBe(true);
    expect(qrCapacity('ş'.repeat(636), 'H')).toEqual({ fits: true, limit: 1272, used: 1272, unit: 'bytes', level: 'H' });
    expect(qrCapacity('ş'.repeat(637), 'H').fits).toBe(false);
    expect(qrCapacity('👋', 'H').used).toBe(4);
  });

  it('says the limit in words people can act on', () => {
    expect(MSG.qrTooLong(qrCapacity('a'.repeat(3000), 'H'))).toBe(
      'This QR code holds at most 1,273 characters at error correction H; this content has 3,000. Please shorten it or choose a lower error correction.',
    );
    expect(MSG.qrTooLong(qrCapacity('ğ'.repeat(1500), 'L'))).toBe(
      'This QR code holds at most 2,952 bytes at error correction L; this content takes 3,000 (letters such as ş or é take 2 bytes, emoji 4). Please shorten it.',
    );
  });
});
