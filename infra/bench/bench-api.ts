/** What the benchmarks that drive the API share: a verified user, JSON calls with its token, the runtime's error lines. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BULK_REQUEST_MAX_LINKS, type BulkQueued, type Campaign } from '@kisa/shared';
import type { Runtime } from '../local/runtime.js';
import { waitForMail } from '../local/test/mailbox.js';
import { log } from './bench-output.js';

/** Where the runtime answers (a Runtime, or the URLs of one running in another process). */
type RuntimeUrls = Pick<Runtime, 'appUrl' | 'sesUrl'>;

let bearer = '';

/** `Bearer …` of the user `signUp` made ('' before), for calls made with fetch itself. */
export const authorization = (): string => bearer;

/** The password of every user the benchmarks sign up. */
const PASSWORD = 'correct horse battery';

/** Signs a verified user up (`bench-<who>-…@example.com` unless `email` is given, sign-up + mailed link); later calls carry its token. Answers its team id. */
export async function signUp(runtime: RuntimeUrls, who: string, email = `bench-${who}-${randomBytes(4).toString('hex')}@example.com`): Promise<string> {
  const before = Date.now();
  const signup = await api(runtime, 'POST', '/api/auth/signup', { name: 'Bench', email, password: PASSWORD });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const mail = await waitForMail(runtime.sesUrl, { to: email, subjectIncludes: 'Verify', after: before });
  const token = new URL(mail.links.find((l) => l.includes('/verify/'))!).pathname.split('/').pop()!;
  const verified = await api<{ token: string; user: { teamId: string } }>(runtime, 'GET', `/api/auth/verify/${token}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  // The link signs in only the browser that signed up (and never over another session): sign in.
  const signedIn = await api<{ token: string; user: { teamId: string } }>(runtime, 'POST', '/api/auth/signin', { email, password: PASSWORD });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`);
  bearer = `Bearer ${signedIn.body.token}`;
  return signedIn.body.user.teamId;
}

/** Signs a user `signUp` made (maybe in an earlier run on the same data dir) in again; later calls carry the new token. */
export async function signIn(runtime: RuntimeUrls, email: string): Promise<void> {
  const res = await api<{ token: string }>(runtime, 'POST', '/api/auth/signin', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  bearer = `Bearer ${res.body.token}`;
}

/** A JSON call to the local API, with the signed-up user's token once there is one. */
export async function api<T = unknown>(runtime: RuntimeUrls, method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${runtime.appUrl}${path}`, {
    method,
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: bearer } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Error lines the gateway and the pollers logged (quiet runtime: they go to log files). */
export function printErrors(logsDir: string): void {
  for (const name of ['gateway', 'pollers']) {
    let text = '';
    try {
      text = readFileSync(join(logsDir, `${name}.log`), 'utf8');
    } catch {
      continue;
    }
    const errors = text.split('\n').filter((l) => /"level":"(ERROR|WARN)"|Error/.test(l));
    if (errors.length)
      log(
        `${name} logged ${errors.length} error/warning line(s); the last ones:\n${errors
          .slice(-5)
          .map((l) => `  ${l.slice(0, 600)}`)
          .join('\n')}`,
      );
  }
}

/**
 * Exports a campaign as CSV the way the screen does: big campaigns answer 202 while the bulk
 * worker builds the file, then a presigned S3 URL; small ones the file itself. Answers the file,
 * its number of data rows and how it came.
 */
export async function exportCampaignCsv(runtime: RuntimeUrls, campaignId: string): Promise<{ text: string; rows: number; how: string }> {
  const started = Date.now();
  let res: Response;
  let prepared = false;
  for (;;) {
    res = await fetch(`${runtime.appUrl}/api/campaigns/${campaignId}/export?format=csv`, { headers: { authorization: bearer } });
    if (res.status !== 202) break;
    prepared = true;
    if (Date.now() - started > 5 * 60_000) throw new Error('the export was not ready within 5 minutes');
    await new Promise((r) => setTimeout(r, 1_000));
  }
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  const inline = !res.headers.get('content-type')?.includes('json');
  const text = inline ? await res.text() : await (await fetch(((await res.json()) as { url: string }).url)).text();
  return { text, rows: text.trim().split('\r\n').length - 1, how: inline ? 'inline' : `presigned S3 URL${prepared ? ', file built by the bulk worker' : ''}` };
}

/**
 * Creates `links` in a campaign through the bulk path, as the bulk screen does: POSTs them to
 * /api/campaigns/{id}/links in requests of 10,000 (shared's BULK_REQUEST_MAX_LINKS), then polls
 * GET /api/campaigns/{id} every second (the screen's progress, logged every 10 s) until every
 * link is written. Answers the campaign
 * then and the time from the first POST; gives up after `giveUpMs`.
 */
export async function bulkCreate(
  runtime: RuntimeUrls,
  campaignId: string,
  links: { longUrl: string; title?: string; tags?: string[] }[],
  giveUpMs: number,
): Promise<{ campaign: Campaign; elapsedMs: number }> {
  const started = Date.now();
  for (let i = 0; i < links.length; i += BULK_REQUEST_MAX_LINKS) {
    const res = await api<BulkQueued>(runtime, 'POST', `/api/campaigns/${campaignId}/links`, { links: links.slice(i, i + BULK_REQUEST_MAX_LINKS) });
    if (res.status !== 202) throw new Error(`request ${i / BULK_REQUEST_MAX_LINKS + 1} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  log(`queued ${links.length} links in ${Math.ceil(links.length / BULK_REQUEST_MAX_LINKS)} requests: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  let lastLog = 0;
  let pollFailures = 0;
  for (;;) {
    const res = await api<Campaign>(runtime, 'GET', `/api/campaigns/${campaignId}`);
    if (res.status !== 200) {
      // The web screen tolerates a few failed polls in a row; so does the bench, but reports them.
      pollFailures++;
      log(`  progress poll answered ${res.status}: ${JSON.stringify(res.body)}`);
      if (pollFailures > 5) throw new Error('too many failed progress polls');
      await new Promise((r) => setTimeout(r, 1_000));
      continue;
    }
    const campaign = res.body;
    if (campaign.status === 'error') throw new Error(`the bulk run failed: ${JSON.stringify(campaign)}`);
    if (campaign.status === 'done' && campaign.processed === links.length) return { campaign, elapsedMs: Date.now() - started };
    if (Date.now() - lastLog >= 10_000) {
      lastLog = Date.now();
      log(
        `  ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s: ${campaign.processed} / ${campaign.total} (${Math.floor((campaign.processed / Math.max(1, campaign.total)) * 100)} %)`,
      );
    }
    if (Date.now() - started > giveUpMs) throw new Error(`gave up after ${(Date.now() - started) / 1000} s at ${campaign.processed} / ${campaign.total}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}
