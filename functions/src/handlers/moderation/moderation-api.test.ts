import { MSG, parseBulkText, type Link, type ModerationCase } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#core/rate-limits/limits.js';
import { call } from '#test-support/api.js';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { awayFromWindowTurn, callFrom, freshAddress } from '#test-support/from-address.js';

// Integration (abuse): reports, the moderation queue and its actions, screening at
// create, edit and bulk, the blocklist, disabled teams and users — against the local runtime.

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36' };
const tag = () => randomBytes(4).toString('hex');

describe('moderation API', () => {
  let admin: Session;
  let owner: Session;

  beforeAll(async () => {
    [admin, owner] = await Promise.all([verifiedSession('mod-admin', 'Mo Admin'), verifiedSession('mod-owner', 'Oz Owner')]);
    await makeAdmin(admin.user.id);
  });

  const createLink = async (longUrl: string, who = owner) => {
    const res = await call('POST', '/api/links', { headers: who.auth, json: { longUrl, shortUrl: `mod${tag()}` } });
    return res;
  };
  const linkOf = async (longUrl: string, who = owner): Promise<Link> => {
    const res = await createLink(longUrl, who);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Link;
  };
  const act = (json: Record<string, unknown>) => call('POST', '/api/admin/moderation', { headers: admin.auth, json });
  const queueCase = async (linkId: string, status = 'open'): Promise<ModerationCase | undefined> => {
    for (let cursor: string | undefined, page = 0; page < 40; page++) {
      const res = await call('GET', `/api/admin/moderation?status=${status}${cursor ? `&cursor=${cursor}` : ''}`, { headers: admin.auth });
      expect(res.status).toBe(200);
      const found = (res.body.items as ModerationCase[]).find((c) => c.linkId === linkId);
      if (found || !res.body.cursor) return found;
      cursor = res.body.cursor;
    }
    return undefined;
  };
  const clicksOf = async (id: string) => (await call('GET', `/api/links/${id}`, { headers: owner.auth })).body.totalClicks as number;
  /** The visitor's answer once the redirect's 5 s cache has seen a change. */
  const visitUntil = async (code: string, status: number) => {
    await expect.poll(async () => (await call('GET', `/${code}`, { headers: BROWSER })).status, { timeout: 15_000, interval: 300 }).toBe(status);
    return call('GET', `/${code}`, { headers: BROWSER });
  };

  it('report → queue → disable (410, not counted) → enable (302 again), every action in the audit log', async () => {
    const link = await linkOf(`https://example.com/reported-${tag()}`);
    expect((await call('GET', `/${link.shortUrl}`, { headers: BROWSER })).status).toBe(302);

    const report = await call('POST', '/api/public/reports', {
      json: { link: `http://localhost/${link.shortUrl}`, reason: 'phishing', details: 'Asks for my bank password', contact: 'Reporter@Example.com' },
    });
    expect({ status: report.status, body: report.body }).toEqual({ status: 201, body: { message: MSG.reportThanks } });
    await call('POST', '/api/public/reports', { json: { link: link.shortUrl, reason: 'scam' } });

    const open = await queueCase(link.id);
    expect(open).toMatchObject({
      code: link.shortUrl,
      longUrl: link.longUrl,
      teamId: owner.user.teamId,
      linkState: 'active',
      reports: 2,
      reasons: { phishing: 1, scam: 1 },
      status: 'open',
    });
    expect(open!.recentReports[1]).toMatchObject({ reason: 'phishing', details: 'Asks for my bank password', contact: 'reporter@example.com' });
    expect(open!.teamName).not.toBe('');

    const disabled = await act({ action: 'disableLink', linkId: link.id, note: 'phishing kit' });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(disabled.body.case).toMatchObject({ linkState: 'disabled', status: 'resolved' });
    expect((await call('GET', `/api/links/${link.id}`, { headers: owner.auth })).body.moderation).toBe('disabled');

    const page = await visitUntil(link.shortUrl, 410);
    expect(page.body).toContain('This link has been disabled');
    expect(page.headers.get('content-type')).toContain('text/html');
    const before = await clicksOf(link.id);
    await call('GET', `/${link.shortUrl}`, { headers: BROWSER });
    // The unlock route refuses it too.
    expect((await call('POST', '/api/public/unlock', { json: { shortUrl: link.shortUrl, password: 'whatever1' } })).status).toBe(410);

    expect((await act({ action: 'enableLink', linkId: link.id })).status).toBe(200);
    await visitUntil(link.shortUrl, 302);
    // The click worker's ~1–2 s: the 410 visits added nothing, the 302 ones are counted.
    await expect.poll(() => clicksOf(link.id), { timeout: 15_000 }).toBeGreaterThan(before);
    expect(await queueCase(link.id, 'resolved')).toMatchObject({ linkState: 'active', status: 'resolved' });

    const log = await call('GET', '/api/admin/moderation/log', { headers: admin.auth });
    const mine = (log.body.items as { action: string; linkId?: string; actor: { id: string }; note?: string; at: string }[]).filter(
      (e) => e.linkId === link.id,
    );
    expect(mine.map((e) => e.action)).toEqual(['enableLink', 'disableLink']);
    expect(mine[1]).toMatchObject({ actor: { id: admin.user.id }, note: 'phishing kit' });
  });

  it('counts no click of a disabled link', async () => {
    const link = await linkOf(`https://example.com/uncounted-${tag()}`);
    await act({ action: 'disableLink', linkId: link.id });
    await visitUntil(link.shortUrl, 410);
    for (let i = 0; i < 3; i++) await call('GET', `/${link.shortUrl}`, { headers: BROWSER });
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await clicksOf(link.id)).toBe(0);
  });

  it('answers 404 for an unknown link and 400 for a reason off the list', async () => {
    const unknown = await call('POST', '/api/public/reports', { json: { link: `nope${tag()}`, reason: 'spam' } });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: expect.objectContaining({ errorMessage: MSG.linkNotFound }) });
    const bad = await call('POST', '/api/public/reports', { json: { link: 'abc', reason: 'boredom' } });
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: expect.objectContaining({ errorMessage: MSG.reportReasonInvalid }) });
    const mail = await call('POST', '/api/public/reports', { json: { link: 'abc', reason: 'spam', contact: 'not-an-email' } });
    expect(mail.body).toMatchObject({ errorMessage: MSG.invalidEmail });
  });

  it('limits reports per address (429 with Retry-After); another address may still report', async () => {
    const link = await linkOf(`https://example.com/report-flood-${tag()}`);
    const { limit, windowSeconds } = RATE_LIMITS.reportsPerIp;
    // The window is fixed and aligned to the clock: all hits must fall inside one.
    await awayFromWindowTurn();
    const from = freshAddress();
    const report = (address: string) => callFrom(address, 'POST', '/api/public/reports', { json: { link: link.shortUrl, reason: 'spam' } });
    for (let i = 0; i < limit; i++) expect((await report(from)).status, `report ${i + 1}`).toBe(201);
    const over = await report(from);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect({ status: over.status, body: over.body }).toEqual({
      status: 429,
      body: expect.objectContaining({ errorMessage: MSG.tooManyAttemptsIn(Math.ceil(retryAfter / 60)) }),
    });
    expect((await report(freshAddress())).status, 'another address').toBe(201);
    expect((await queueCase(link.id))?.reports, 'the refused report is not stored').toBe(limit + 1);
  });

  it('dismiss: the case is resolved, the link keeps working, the action is logged; a new report reopens the case', async () => {
    const link = await linkOf(`https://example.com/dismissed-${tag()}`);
    expect((await call('POST', '/api/public/reports', { json: { link: link.shortUrl, reason: 'other', details: 'I just do not like it' } })).status).toBe(201);
    expect(await queueCase(link.id)).toMatchObject({ linkState: 'active', status: 'open', reports: 1 });

    const dismissed = await act({ action: 'dismiss', linkId: link.id, note: 'not abuse' });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    expect(dismissed.body.case).toMatchObject({ linkState: 'active', status: 'resolved' });
    expect(await queueCase(link.id), 'gone from the open queue').toBeUndefined();
    expect(await queueCase(link.id, 'resolved')).toMatchObject({ linkState: 'active', status: 'resolved' });
    expect((await call('GET', `/${link.shortUrl}`, { headers: BROWSER })).headers.get('location')).toBe(link.longUrl);

    const log = await call('GET', '/api/admin/moderation/log', { headers: admin.auth });
    const mine = (log.body.items as { action: string; linkId?: string; actor: { id: string }; note?: string }[]).filter((e) => e.linkId === link.id);
    expect(mine).toEqual([expect.objectContaining({ action: 'dismiss', actor: expect.objectContaining({ id: admin.user.id }), note: 'not abuse' })]);

    expect((await call('POST', '/api/public/reports', { json: { link: link.shortUrl, reason: 'malware' } })).status).toBe(201);
    expect(await queueCase(link.id)).toMatchObject({ status: 'open', reports: 2 });
  });

  it('creates a suspicious target flagged: a warning page first (counted), in the queue until an admin clears it', async () => {
    const res = await createLink(`https://paypal.com.account-verify-${tag()}.example/login`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body as Link;
    expect(link.moderation).toBe('flagged');

    const warning = await call('GET', `/${link.shortUrl}`, { headers: BROWSER });
    expect(warning.status).toBe(200);
    expect(warning.body).toContain('This link may be unsafe');
    expect(warning.body).toContain(`href="${link.longUrl}"`);
    expect(warning.body).toContain(`report?link=${link.shortUrl}`);
    await expect.poll(() => clicksOf(link.id), { timeout: 15_000 }).toBe(1);

    expect(await queueCase(link.id)).toMatchObject({ linkState: 'flagged', flags: ['brandInHost'], reports: 0 });
    expect((await act({ action: 'clearFlag', linkId: link.id })).status).toBe(200);
    expect((await visitUntil(link.shortUrl, 302)).headers.get('location')).toBe(link.longUrl);
  });

  it('screens every URL field of an edit: a suspicious mobile target flags the link', async () => {
    const link = await linkOf(`https://example.com/edited-${tag()}`);
    const edit = await call('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json: { redirects: { android: 'http://0xcb007105/apk' } } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.moderation).toBe('flagged');
    expect((await queueCase(link.id))?.flags).toEqual(['ipHost']);
  });

  it('refuses blocklisted hosts and their subdomains at create, edit and bulk; a hosts file loads the list', async () => {
    const t = tag();
    const file = [`# phishing list ${t}`, `0.0.0.0 phish-${t}.example`, `||kit-${t}.example^`, 'not a host line at all'].join('\n');
    const loaded = await call('POST', '/api/admin/blocklist', { headers: admin.auth, json: { action: 'add', file } });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    expect(loaded.body).toEqual({ changed: 2, invalid: 1, linksDisabled: 0, linksLeft: false });
    const listed = await call('GET', `/api/admin/blocklist?q=phish-${t}`, { headers: admin.auth });
    expect(listed.body.items).toEqual([{ entry: `phish-${t}.example`, addedAt: expect.any(String), addedBy: { id: admin.user.id, name: 'Mo Admin' } }]);

    for (const url of [`https://phish-${t}.example/`, `https://login.PHISH-${t}.example/x`, `kit-${t}.example/a`]) {
      const refused = await createLink(url);
      expect({ url, status: refused.status, body: refused.body }).toEqual({
        url,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.targetBlocked }),
      });
    }
    const link = await linkOf(`https://example.com/fine-${t}`);
    const edit = await call('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json: { expiry: { url: `https://phish-${t}.example/expired` } } });
    expect({ status: edit.status, body: edit.body }).toEqual({ status: 400, body: expect.objectContaining({ errorMessage: MSG.targetBlocked }) });

    // Bulk: a file with a blocked, two suspicious and one fine line, parsed as the web app does.
    const bulkFile = [
      `https://phish-${t}.example/one`,
      `https://accounts.google.com@kit-free-${t}.example/`,
      `https://аррӏе-id${t}.com/`,
      `https://example.com/bulk-${t}`,
    ].join('\n');
    const parsed = parseBulkText(bulkFile);
    expect(parsed.urls).toHaveLength(4);
    const campaign = await call('POST', '/api/campaigns', { headers: owner.auth, json: { name: `Screened ${t}` } });
    const queued = await call('POST', `/api/campaigns/${campaign.body.id}/links`, {
      headers: owner.auth,
      json: { links: parsed.urls.map((longUrl) => ({ longUrl })) },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body).toMatchObject({
      queued: 3,
      invalid: 1,
      blocked: 1,
      flagged: 2,
      rejected: [{ index: 0, longUrl: `https://phish-${t}.example/one`, reason: 'blocked' }],
    });
    await expect
      .poll(async () => (await call('GET', `/api/campaigns/${campaign.body.id}`, { headers: owner.auth })).body.status, { timeout: 30_000 })
      .toBe('done');
    const links = (await call('GET', `/api/campaigns/${campaign.body.id}/links?limit=10`, { headers: owner.auth })).body.items as Link[];
    const byUrl = new Map(links.map((l) => [l.longUrl, l]));
    const userinfo = [...byUrl.keys()].find((u) => u.includes('@'))!;
    const homoglyph = [...byUrl.keys()].find((u) => u.includes('xn--'))!;
    expect((await queueCase(byUrl.get(userinfo)!.id))?.flags).toEqual(['userinfo']);
    // Cyrillic look-alikes beside Latin letters (`id`: a hex tag alone is all digits 2 % of the time,
    // and then the label mixes no scripts): both a mixed-script label and a brand look-alike.
    expect((await queueCase(byUrl.get(homoglyph)!.id))?.flags).toEqual(['mixedScript', 'confusableBrand']);
    expect((await call('GET', `/${byUrl.get(homoglyph)!.shortUrl}`, { headers: BROWSER })).status).toBe(200); // the warning page
    expect((await call('GET', `/${byUrl.get(`https://example.com/bulk-${t}`)!.shortUrl}`, { headers: BROWSER })).status).toBe(302);

    const removed = await call('POST', '/api/admin/blocklist', { headers: admin.auth, json: { action: 'remove', entries: [`phish-${t}.example`] } });
    expect(removed.body).toEqual({ changed: 1, invalid: 0, linksDisabled: 0, linksLeft: false });
    expect((await createLink(`https://phish-${t}.example/`)).status).toBe(201);
    // Both blocklist changes are audit lines: who, and which entries.
    const log = await call('GET', '/api/admin/moderation/log', { headers: admin.auth });
    const changes = (log.body.items as { action: string; entries?: string[]; actor: { id: string } }[]).filter((e) =>
      e.entries?.includes(`phish-${t}.example`),
    );
    expect(changes.map((e) => [e.action, e.actor.id])).toEqual([
      ['blocklistRemove', admin.user.id],
      ['blocklistAdd', admin.user.id],
    ]);
  });

  it('disabling a team stops all its links within seconds, and enabling brings them back', async () => {
    const other = await verifiedSession('mod-team', 'Tia Team');
    const [a, b] = await Promise.all([linkOf(`https://example.com/team-a-${tag()}`, other), linkOf(`https://example.com/team-b-${tag()}`, other)]);
    expect((await act({ action: 'disableTeam', teamId: other.user.teamId })).status).toBe(200);
    await visitUntil(a.shortUrl, 410);
    await visitUntil(b.shortUrl, 410);
    expect((await act({ action: 'enableTeam', teamId: other.user.teamId })).status).toBe(200);
    await visitUntil(a.shortUrl, 302);
    expect((await act({ action: 'disableTeam', teamId: 'no-such-team' })).status).toBe(404);
    const log = await call('GET', '/api/admin/moderation/log', { headers: admin.auth });
    expect((log.body.items as { action: string; teamId?: string }[]).filter((e) => e.teamId === other.user.teamId).map((e) => e.action)).toEqual([
      'enableTeam',
      'disableTeam',
    ]);
  });

  it('disabling a user (the admin users screen) stops the links they made', async () => {
    const user = await verifiedSession('mod-user', 'Uma User');
    const link = await linkOf(`https://example.com/user-${tag()}`, user);
    expect((await call('PATCH', `/api/admin/users/${user.user.id}`, { headers: admin.auth, json: { disabled: true } })).status).toBe(200);
    await visitUntil(link.shortUrl, 410);
    await call('PATCH', `/api/admin/users/${user.user.id}`, { headers: admin.auth, json: { disabled: false } });
    await visitUntil(link.shortUrl, 302);
    const log = await call('GET', '/api/admin/moderation/log', { headers: admin.auth });
    expect((log.body.items as { action: string; userId?: string }[]).filter((e) => e.userId === user.user.id).map((e) => e.action)).toEqual([
      'enableUser',
      'disableUser',
    ]);
  });
});
