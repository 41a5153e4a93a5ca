import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHash, GENESIS_HASH } from './audit-hash.js';
import { truncateIp } from './truncate-ip.js';
import { auditChanges } from './audit-changes.js';
import { targetOf } from './audit-target.js';

describe('the chain’s hashing', () => {
  it('writes canonical JSON: keys sorted at every depth, undefined left out, arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined }, e: 'İstanbul ılık 🚀 مرحبا' })).toBe(
      '{"a":{"d":[3,{"y":2,"z":1}]},"b":1,"e":"İstanbul ılık 🚀 مرحبا"}',
    );
  });

  it('hashes the same entry alike whatever its key order, leaves its own hash out, and any change shows', () => {
    const entry = {
      seq: 1,
      at: '2026-11-29T10:00:00.000Z',
      action: 'updateLink',
      changes: { title: { before: 'Ayşe', after: 'Ayşe 🎉' } },
      prevHash: GENESIS_HASH,
    };
    const shuffled = { prevHash: GENESIS_HASH, changes: { title: { after: 'Ayşe 🎉', before: 'Ayşe' } }, action: 'updateLink', at: entry.at, seq: 1 };
    const hash = entryHash(entry);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash(shuffled)).toBe(hash);
    expect(entryHash({ ...entry, hash })).toBe(hash);
    expect(entryHash({ ...entry, changes: { title: { before: 'Ayse', after: 'Ayşe 🎉' } } })).not.toBe(hash);
    expect(entryHash({ ...entry, seq: 2 })).not.toBe(hash);
  });
});

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['10.0.0.1', '10.0.0.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:1:2::5', '2001:db8:1::'],
    ['2001:0db8:00a1:ffff:1:2:3:4', '2001:db8:a1::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0::'],
    ['not an address', ''],
    ['', ''],
    ['999.1.1.1', ''],
  ])('%s → %s', (address, kept) => {
    expect(truncateIp(address)).toBe(kept);
  });
});

describe('auditChanges', () => {
  it('redacts secrets at any depth and keeps other fields of the body as `after`', () => {
    const changes = auditChanges(undefined, {
      name: 'Çağrı 🚀',
      password: 'hunter2',
      newPassword: 'x',
      password_confirm: 'y',
      code: '123456',
      webhook: { url: 'https://example.com/hook', signingSecret: 's3cr3t' },
      clientSecret: 'abc',
    });
    expect(changes).toEqual({
      name: { after: 'Çağrı 🚀' },
      password: { after: '[redacted]' },
      newPassword: { after: '[redacted]' },
      password_confirm: { after: '[redacted]' },
      code: { after: '[redacted]' },
      webhook: { after: { url: 'https://example.com/hook', signingSecret: '[redacted]' } },
      clientSecret: { after: '[redacted]' },
    });
    expect(JSON.stringify(changes)).not.toMatch(/hunter2|s3cr3t|123456|abc"/);
  });

  it('prefers noted before/after over the body, redacted the same way', () => {
    expect(auditChanges({ title: { before: 'a', after: 'b' }, password: { before: 'p1', after: 'p2' } }, { title: 'b', other: 1 })).toEqual({
      title: { before: 'a', after: 'b' },
      password: { before: '[redacted]', after: '[redacted]' },
    });
  });

  it('keeps an entry small: long lists, long text and huge bodies are summarised', () => {
    const changes = auditChanges(undefined, {
      links: Array.from({ length: 10_000 }, (_, i) => ({ longUrl: `https://example.com/${i}` })),
      note: 'x'.repeat(5_000),
    });
    expect(changes.links).toEqual({ after: '[10000 items]' });
    expect(String(changes.note?.after)).toHaveLength(501);
    const wide = auditChanges(undefined, Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'y'.repeat(400)])));
    expect(Object.values(wide).every((c) => Object.keys(c).length === 0)).toBe(true);
  });
});

describe('targetOf', () => {
  const who = { teamId: 't1', userId: 'u1' };
  it('names the path’s entity, else the answer’s id, else the account or team', () => {
    expect(targetOf({ path: '/api/links/{id}/split/promote' }, { id: 'L1' }, undefined, who)).toEqual({ type: 'link', id: 'L1' });
    expect(targetOf({ path: '/api/keys/{id}' }, { id: 'K1' }, undefined, who)).toEqual({ type: 'apiKey', id: 'K1' });
    expect(targetOf({ path: '/api/team/members/{id}' }, { id: 'M1' }, undefined, who)).toEqual({ type: 'member', id: 'M1' });
    expect(targetOf({ path: '/api/domains/{host}' }, { host: 'go.example' }, undefined, who)).toEqual({ type: 'domain', id: 'go.example' });
    expect(targetOf({ path: '/api/links' }, {}, { id: 'L2' }, who)).toEqual({ type: 'link', id: 'L2' });
    expect(targetOf({ path: '/api/me' }, {}, { id: 'u1', name: 'x' }, who)).toEqual({ type: 'user', id: 'u1' });
    expect(targetOf({ path: '/api/me/password' }, {}, { message: 'ok' }, who)).toEqual({ type: 'user', id: 'u1' });
    expect(targetOf({ path: '/api/keys' }, {}, { message: 'ok' }, who)).toEqual({ type: 'apiKey', id: 't1' });
  });
});
