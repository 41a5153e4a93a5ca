import { describe, expect, it } from 'vitest';
import type { ModerationLogEntry } from '@kisa/shared';
import { blockedLinksText, blocklistChangedText, flagText, logSubject, readableEntry, reasonsText, typedEntries } from './moderation-text';
import { inLanguage } from '@/lib/test-support/language';

// Its figures are the spec's Turkish formats (tr-TR).
inLanguage('tr');

const entry = (e: Partial<ModerationLogEntry>): ModerationLogEntry => ({
  id: '1',
  at: '2026-01-01T00:00:00Z',
  actor: { id: 'a', name: 'A', email: 'a@x' },
  action: 'dismiss',
  ...e,
});

describe('moderation texts', () => {
  it('names the reasons, most reported first', () => {
    expect(reasonsText({ scam: 1, phishing: 2 })).toBe('Kimlik avı 2, Dolandırıcılık 1');
    expect(reasonsText({ spam: 1, malware: 1 })).toBe('Kötü amaçlı yazılım 1, Spam 1');
    expect(reasonsText({})).toBe('');
  });

  it('explains the flags', () => {
    expect(flagText('ipHost')).toBe('Sunucu yalın bir IP adresi');
    expect(flagText('newFlag')).toBe('newFlag');
  });

  it('says what a log line acted on', () => {
    expect(logSubject(entry({ action: 'disableLink', linkId: 'l1', code: 'abc' }))).toBe('/abc');
    expect(logSubject(entry({ action: 'disableTeam', teamId: 't1' }))).toBe('takım t1');
    expect(logSubject(entry({ action: 'disableUser', userId: 'u1' }))).toBe('kullanıcı u1');
    expect(logSubject(entry({ action: 'blocklistAdd', count: 12, entries: ['a.example', 'b.example'] }))).toBe(
      '12 kayıt: a.example, b.example ve 10 tane daha',
    );
    expect(logSubject(entry({ action: 'blocklistRemove', count: 1, entries: ['a.example'] }))).toBe('1 kayıt: a.example');
  });

  it('sums up a blocklist change and reads typed entries', () => {
    expect(blocklistChangedText(true, 2, 0)).toBe('2 kayıt engel listesine eklendi.');
    expect(blocklistChangedText(false, 1, 1)).toBe('1 kayıt engel listesinden çıkarıldı. 1 satır sunucu ya da alan adı olmadığı için atlandı.');
    expect(typedEntries(' evil.example\n\n*.phish.example, x.example ')).toEqual(['evil.example', '*.phish.example', 'x.example']);
    expect(blockedLinksText(0, false)).toBe('');
    expect(blockedLinksText(1, false)).toBe('Buna giden 1 mevcut bağlantı devre dışı bırakıldı.');
    expect(blockedLinksText(1200, true)).toBe(
      'Buna giden 1.200 mevcut bağlantı devre dışı bırakıldı. Buna giden başka bağlantılar da var: onları devre dışı bırakmak için aynı kayıtları yeniden ekleyin.',
    );
  });

  it('counts a typed line that is not a host once, and keeps a pasted URL whole', () => {
    expect(typedEntries('not a host\nno way\nhttps://evil.example/a?b=1,2')).toEqual(['not a host', 'no way', 'https://evil.example/a?b=1,2']);
    expect(typedEntries('bücher.example 203.0.113.7')).toEqual(['bücher.example', '203.0.113.7']);
  });

  it('shows an IDN entry decoded beside its stored form', () => {
    expect(readableEntry('xn--bcher-kva.example')).toBe('bücher.example');
    expect(readableEntry('xn--mgbh0fb.xn--kgbechtv')).toBe('مثال.إختبار');
    expect(readableEntry('evil.example')).toBeNull();
    expect(readableEntry('[2001:db8::1]')).toBeNull();
  });
});

describe('moderation texts in English', () => {
  inLanguage('en');

  it('reads as before', () => {
    expect(reasonsText({ scam: 1, phishing: 2 })).toBe('Phishing 2, Scam 1');
    expect(flagText('ipHost')).toBe('The host is a bare IP address');
    expect(logSubject(entry({ action: 'disableTeam', teamId: 't1' }))).toBe('team t1');
    expect(logSubject(entry({ action: 'blocklistAdd', count: 12, entries: ['a.example', 'b.example'] }))).toBe('12 entries: a.example, b.example and 10 more');
    expect(logSubject(entry({ action: 'blocklistRemove', count: 1, entries: ['a.example'] }))).toBe('1 entry: a.example');
    expect(blocklistChangedText(false, 1, 1)).toBe('1 entry removed from the blocklist. 1 line was not a host or domain and was skipped.');
    expect(blockedLinksText(1200, true)).toBe('1,200 existing links to it were disabled. More links to it remain: add the same entries again to disable them.');
  });
});
