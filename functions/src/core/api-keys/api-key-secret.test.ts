import { API_KEY_PREFIX } from '@kisa/shared';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiKeyKey, userApiKeysIndexKey } from '#data/accounts/api-key-item.js';
import { platformStatsKey } from '#data/admin/platform-stats-item.js';
import { apiKeyPrefix, hashApiKey, newApiKey } from './api-key-secret.js';

describe('API key secrets', () => {
  it('makes kisa_ + 32 random bytes in base64url, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newApiKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^kisa_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    }
  });

  it('stores the SHA-256 hex and lists the first 8 characters after the prefix', () => {
    const key = 'kisa_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    expect(hashApiKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
    expect(apiKeyPrefix(key)).toBe('abcdefgh');
  });

  it('builds the documented keys', () => {
    expect(apiKeyKey('h1')).toEqual({ PK: 'APIKEY#h1', SK: 'APIKEY' });
    expect(userApiKeysIndexKey('u1', '2026-01-02T03:04:05.000Z', 'h1')).toEqual({ GSI1PK: 'USER#u1#KEYS', GSI1SK: '2026-01-02T03:04:05.000Z#h1' });
    expect(platformStatsKey()).toEqual({ PK: 'STATS#PLATFORM', SK: 'STATS' });
  });
});
