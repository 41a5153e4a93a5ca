/** What the benchmarks that drive the API share: a verified user, JSON calls with its token, the runtime's error lines. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Runtime } from '../local/runtime.js';
import { waitForMail } from '../local/test/mailbox.js';
import { log } from './bench-output.js';

/** Where the runtime answers (a Runtime, or the URLs of one running in another process). */
type RuntimeUrls = Pick<Runtime, 'appUrl' | 'sesUrl'>;

let bearer = '';

/** `Bearer …` of the user `signUp` made ('' before), for calls made with fetch itself. */
export const authorization = (): string => bearer;

/** Signs a verified user up (`bench-<who>-…@example.com`, sign-up + mailed link); later calls carry its token. Answers its team id. */
export async function signUp(runtime: RuntimeUrls, who: string): Promise<string> {
  const email = `bench-${who}-${randomBytes(4).toString('hex')}@example.com`;
  const before = Date.now();
  const signup = await api(runtime, 'POST', '/api/auth/signup', { name: 'Bench', email, password: 'correct horse battery' });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const mail = await waitForMail(runtime.sesUrl, { to: email, subjectIncludes: 'Verify', after: before });
  const token = new URL(mail.links.find((l) => l.includes('/verify/'))!).pathname.split('/').pop()!;
  const verified = await api<{ token: string; user: { teamId: string } }>(runtime, 'GET', `/api/auth/verify/${token}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  bearer = `Bearer ${verified.body.token}`;
  return verified.body.user.teamId;
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
    if (errors.length) log(`${name} logged ${errors.length} error/warning line(s); the last ones:\n${errors.slice(-5).map((l) => `  ${l.slice(0, 600)}`).join('\n')}`);
  }
}
