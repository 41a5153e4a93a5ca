import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idSchema, isId } from './ids.js';

describe('the id rule (path ids and id filters)', () => {
  it('accepts the ids the API hands out', () => {
    for (let i = 0; i < 20; i++) {
      expect(isId('record', randomUUID())).toBe(true);
      expect(isId('apiKey', createHash('sha256').update(randomBytes(8)).digest('hex'))).toBe(true);
      expect(isId('token', randomBytes(32).toString('base64url'))).toBe(true);
    }
    // A bulk link's uuid-shaped id (functions/src/core/campaigns/bulk-links.ts).
    expect(isId('record', '0000002a-3f1c-5a2b-9c4d-0123456789ab')).toBe(true);
    expect(idSchema('record').parse('0000002a-3f1c-5a2b-9c4d-0123456789ab')).toBe('0000002a-3f1c-5a2b-9c4d-0123456789ab');
  });

  it('refuses anything that cannot exist: too long, wrong shape, wrong characters, not a string', () => {
    const uuid = randomUUID();
    const bad: unknown[] = [
      undefined,
      null,
      42,
      '',
      'x'.repeat(3000),
      uuid.repeat(2),
      `${uuid}\u0000`,
      ` ${uuid}`,
      `${uuid}\n`,
      uuid.toUpperCase(),
      uuid.replace(/-/g, ''),
      uuid.slice(0, -1),
      `${uuid.slice(0, -1)}g`,
      `${uuid.slice(0, -1)}é`,
      '../../etc/passwd',
      "1' OR '1'='1",
    ];
    for (const value of bad) {
      for (const kind of ['record', 'apiKey', 'token'] as const) {
        expect({ kind, value, ok: isId(kind, value) }).toEqual({ kind, value, ok: false });
        expect(idSchema(kind).safeParse(value).success).toBe(false);
      }
    }
    expect(isId('apiKey', 'A'.repeat(64))).toBe(false);
    expect(isId('apiKey', 'a'.repeat(65))).toBe(false);
    expect(isId('token', `${randomBytes(32).toString('base64url')}=`)).toBe(false);
    expect(isId('token', `${'a'.repeat(42)}+`)).toBe(false);
  });
});
