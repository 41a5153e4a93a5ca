import { MSG, type User } from '@kisa/shared';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { describe, expect, it } from 'vitest';
import { verifiedSession } from '#test-support/accounts.js';
import { call, runtime, signUpBrowser, tokenFromLinks, uniqueEmail } from '#test-support/api.js';

/**
 * The language a person chose: given at sign-up (the screen's), changed in Settings → Profile
 * (PATCH /api/me), answered on the user, and the language of the mails written to them.
 */
describe('the profile’s language', () => {
  it('a Turkish sign-up gets a Turkish verification mail and team name, and a Turkish reset mail; English again once chosen', async () => {
    const email = uniqueEmail('dil');
    const before = Date.now();
    const signup = await call('POST', '/api/auth/signup', { json: { name: 'İpek Işık', email, password: 'doğru at pili', locale: 'tr' } });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Kisa hesabınızı doğrulayın', after: before });
    expect(mail.text).toContain('Merhaba İpek Işık,');
    const verified = await call('GET', `/api/auth/verify/${tokenFromLinks(mail.links, 'verify')}`, { headers: signUpBrowser(signup) });
    expect(verified.body.user.locale).toBe('tr');
    const auth = { authorization: `Bearer ${verified.body.token}` };
    const team = await call('GET', '/api/team', { headers: auth });
    expect(team.body.name).toBe('İpek Işık takımı');

    const resetAt = Date.now();
    expect((await call('POST', '/api/auth/recover', { json: { email } })).status).toBe(200);
    await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Kisa parolanızı sıfırlayın', after: resetAt });

    const english = await call('PATCH', '/api/me', { headers: auth, json: { locale: 'en' } });
    expect(english.body).toEqual({ message: MSG.languageSaved });
    expect((await call<User>('GET', '/api/me', { headers: auth })).body.locale).toBe('en');
    const againAt = Date.now();
    await call('POST', '/api/auth/recover', { json: { email } });
    await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Reset your Kisa password', after: againAt });
  });

  it('has none until chosen, refuses a language Kisa does not speak by name, and saves name and language together', async () => {
    const me = await verifiedSession('dil-yok');
    expect(me.user.locale).toBeUndefined();
    const refused = await call('PATCH', '/api/me', { headers: me.auth, json: { locale: 'de' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(MSG.localeInvalid);
    const nothing = await call('PATCH', '/api/me', { headers: me.auth, json: {} });
    expect(nothing.body.errorMessage).toBe(MSG.nothingToUpdate);
    const both = await call('PATCH', '/api/me', { headers: me.auth, json: { name: 'Ömer', locale: 'tr' } });
    expect(both.body).toEqual({ message: MSG.profileSaved });
    const now = (await call<User>('GET', '/api/me', { headers: me.auth })).body;
    expect([now.name, now.locale]).toEqual(['Ömer', 'tr']);
    const signedIn = await call<{ user: User }>('POST', '/api/auth/signin', { json: { email: me.email, password: me.password } });
    expect(signedIn.body.user.locale, 'sign-in answers the language too').toBe('tr');
  });
});

describe('exports in the requester’s language', () => {
  it('names the visitor export’s columns in Turkish for a Turkish profile, in English for an English one', async () => {
    const me = await verifiedSession('dil-export');
    const path = '/api/analytics/visitors/export?from=2026-01-01&to=2026-01-07&tz=UTC&format=csv';
    const english = await call<string>('GET', path, { headers: me.auth });
    expect(english.status).toBe(200);
    expect(String(english.body).split(/\r?\n/)[0]).toContain('Time (UTC),Visit Type,Short URL');
    await call('PATCH', '/api/me', { headers: me.auth, json: { locale: 'tr' } });
    const turkish = await call<string>('GET', path, { headers: me.auth });
    const header = String(turkish.body)
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0];
    expect(header).toContain('Zaman (UTC),Ziyaret Türü,Kısa URL');
    expect(header).toContain('İşletim Sistemi');
  });

  it('names a campaign export’s columns (and its sheet) in Turkish for a Turkish profile', async () => {
    const me = await verifiedSession('dil-kampanya');
    await call('PATCH', '/api/me', { headers: me.auth, json: { locale: 'tr' } });
    const campaign = await call<{ id: string }>('POST', '/api/campaigns', { headers: me.auth, json: { name: 'Kış İndirimi' } });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const path = (format: string) => `${runtime().appUrl}/api/campaigns/${campaign.body.id}/export?format=${format}`;
    const csv = await fetch(path('csv'), { headers: me.auth });
    expect(csv.status).toBe(200);
    expect((await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Kısa URL,Uzun URL,Başlık,Tıklamalar,Etiketler');
    const xlsx = await fetch(path('xlsx'), { headers: me.auth });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Bağlantılar');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Kısa URL', 'Uzun URL', 'Başlık', 'Tıklamalar', 'Etiketler']);
  });
});
