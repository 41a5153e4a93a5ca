import { paths, REPORT_MSG, type ReportSubscription } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { ONE_CLICK, reportUnsubscribePath } from '#test-support/reports.js';

// Integration: a member's report subscription through the API, and the mail's one-click
// unsubscribe (RFC 8058) as a mail client sends it: a form POST from another site, no sign-in.

let member: Session;
let other: Session;
beforeAll(async () => {
  [member, other] = await Promise.all([verifiedSession('reports-api', 'Çağrı Öztürk'), verifiedSession('reports-other')]);
});

const mine = async () => (await call<ReportSubscription>('GET', '/api/reports/subscription', { headers: member.auth })).body;

describe('report subscriptions and one-click unsubscribe', () => {
  it('saves a member’s choice, refuses another team’s campaign, and stops it by the signed link without sign-in (a GET changes nothing)', async () => {
    expect(await mine()).toMatchObject({ frequency: 'none', nextReport: null });
    const campaign = await call<{ id: string }>('POST', '/api/campaigns', { headers: other.auth, json: { name: 'Başkasının kampanyası' } });
    const foreign = await call('PUT', '/api/reports/subscription', {
      headers: member.auth,
      json: { frequency: 'weekly', scope: { kind: 'campaign', campaignId: campaign.body.id }, tz: 'Europe/Istanbul' },
    });
    expect(foreign.status).toBe(404);
    const bad = await call('PUT', '/api/reports/subscription', { headers: member.auth, json: { frequency: 'weekly', tz: 'Mars/Olympus' } });
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'analytics-time-zone-invalid' });

    const saved = await call<ReportSubscription>('PUT', '/api/reports/subscription', {
      headers: member.auth,
      json: { frequency: 'monthly', tz: 'Asia/Tokyo' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ frequency: 'monthly', scope: { kind: 'team' }, tz: 'Asia/Tokyo' });
    expect(saved.body.nextReport!.from).toMatch(/-01$/);
    expect(await mine()).toEqual(saved.body);

    const path = await reportUnsubscribePath(member.auth);
    // A link scanner's GET: redirected to the app's confirmation page, still subscribed.
    const shown = await call('GET', path);
    expect(shown.status).toBe(303);
    expect(shown.headers.get('location')).toBe(`${runtime().env.APP_URL}${paths.reportsUnsubscribe}?${path.split('?')[1]}`);
    expect((await mine()).frequency).toBe('monthly');

    // The mail client's POST: from another site, no credential.
    const headers = { ...ONE_CLICK.headers, origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' };
    const done = await call('POST', path, { raw: ONE_CLICK.raw, headers });
    expect({ status: done.status, body: done.body }).toEqual({ status: 200, body: { message: REPORT_MSG.unsubscribed } });
    expect(await mine()).toMatchObject({ frequency: 'none', nextReport: null });
    expect((await call('POST', path, { raw: ONE_CLICK.raw, headers })).status, 'a second post answers the same').toBe(200);

    // A token changed by one character is no one's.
    const forged = await call(
      'POST',
      path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      { raw: ONE_CLICK.raw, headers },
    );
    expect({ status: forged.status, code: forged.body.code }).toEqual({ status: 400, code: 'email-report-unsubscribe-token-invalid' });
  });
});
