import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLICK_TOKEN_LENGTH, decodeClickToken, encodeClickToken, isClickTokenShape } from './click-token.js';

const key = Buffer.from('a-test-key-of-some-length');
const ref = { clickId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', linkId: 'f0e1d2c3-b4a5-4968-8776-655443322110', time: Date.parse('2026-05-01T12:34:56.789Z') };

describe('click tokens', () => {
  it('round-trips a click: its id, its link and its time to the millisecond, in 74 base64url characters', () => {
    const token = encodeClickToken(ref, key)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).toHaveLength(CLICK_TOKEN_LENGTH);
    expect(CLICK_TOKEN_LENGTH).toBe(74);
    expect(decodeClickToken(token, key)).toEqual(ref);
    for (let i = 0; i < 200; i++) {
      const r = { clickId: randomUUID(), linkId: randomUUID(), time: Date.now() - i * 86_400_000 };
      expect(decodeClickToken(encodeClickToken(r, key)!, key)).toEqual(r);
    }
  });

  it('refuses a token of another key, any changed character, a changed link or time, and anything else', () => {
    const token = encodeClickToken(ref, key)!;
    expect(decodeClickToken(token, Buffer.from('another-key'))).toBeNull();
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === 'A' ? 'B' : 'A';
      expect(decodeClickToken(token.slice(0, i) + c + token.slice(i + 1), key), `character ${i}`).toBeNull();
    }
    // A token for the same click id on another link (or at another time) carries another MAC.
    const other = encodeClickToken({ ...ref, linkId: randomUUID() }, key)!;
    expect(decodeClickToken(token.slice(0, 30) + other.slice(30), key)).toBeNull();
    for (const bad of ['', 'x', `${token}A`, token.slice(1), `${token.slice(0, -1)}=`, '../../etc', 'ÿ'.repeat(74)]) {
      expect(decodeClickToken(bad, key), bad).toBeNull();
    }
    expect(isClickTokenShape(token)).toBe(true);
    expect(isClickTokenShape('not a token')).toBe(false);
  });

  it('gives no token for ids that are not uuids (no click has one)', () => {
    expect(encodeClickToken({ ...ref, clickId: 'e1' }, key)).toBeUndefined();
    expect(encodeClickToken({ ...ref, linkId: 'L1' }, key)).toBeUndefined();
    expect(encodeClickToken({ ...ref, time: -1 }, key)).toBeUndefined();
  });
});
