import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { describe, expect, it } from 'vitest';
import { verifiedSession } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';

// The broken-link mail goes out in each recipient's language (their profile's): an owner who
// chose Turkish reads it in Turkish, from the local SES outbox.
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { sendHealthNotice } = await import('./health-notices.js');

describe('the broken-link mail', () => {
  it('is in the Turkish owner’s language', async () => {
    const owner = await verifiedSession('broken-tr', 'Çağrı Işık');
    const chose = await call('PATCH', '/api/me', { headers: owner.auth, json: { locale: 'tr' } });
    expect(chose.status, 'choosing Turkish').toBe(200);
    const before = Date.now();
    const since = '2026-03-05T08:15:00.000Z';
    await sendHealthNotice(
      'broken',
      { linkId: 'lnk-broken-tr', teamId: owner.user.teamId, shortUrl: 'cay-tr', title: 'Çay bahçesi', longUrl: 'https://örnek.com.tr/çay' },
      { state: 'broken', since, checkedAt: since, error: { code: 'http-status', message: 'HTTP 503', url: 'https://örnek.com.tr/çay' }, failures: 2 },
    );
    const mail = await waitForMail(runtime().sesUrl, { to: owner.email, subjectIncludes: 'Bozuk bağlantı:', after: before });
    expect(mail.subject).toMatch(/^Bozuk bağlantı: \S+cay-tr$/);
    expect(mail.text).toContain('Merhaba Çağrı Işık,');
    expect(mail.text).toContain('(“Çay bahçesi”) kısa bağlantınızın hedefi çalışmayı bıraktı: https://örnek.com.tr/çay adresinde HTTP 503.');
    expect(mail.text).toContain('Ziyaretçiler hâlâ bozuk hedefe gidiyor');
    expect(mail.text).toContain('2026-03-05 08:15 UTC’den beri bozuk.');
    expect(mail.html).toContain('<html lang="tr">');
  });
});
