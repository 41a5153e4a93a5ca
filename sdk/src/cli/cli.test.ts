import { readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@kisa/shared';
import { refusedUrl } from '#client/stand-in-server.js';
import { apiKeyAccount, type ApiKeyAccount } from '#test-support/api-key-account.js';
import { cliUser, said } from '#test-support/run-cli.js';

let account: ApiKeyAccount;
/** A signed-in CLI user (KISA_URL and KISA_API_KEY set, nothing stored). */
let kisa: ReturnType<typeof cliUser>;

beforeAll(async () => {
  account = await apiKeyAccount('cli');
  kisa = cliUser({ KISA_URL: account.appUrl, KISA_API_KEY: account.apiKey });
});

describe('kisa CLI: signing in', () => {
  it('login stores the key (mode 0600), whoami answers its user, logout forgets it', async () => {
    const user = cliUser();
    const before = await user.run(['whoami']);
    expect(before.code, said(before, 'exit 4 before login')).toBe(4);
    expect(before.stderr).toContain('Not signed in');

    const login = await user.run(['login', '--api-key', account.apiKey, '--url', account.appUrl]);
    expect(login.code, said(login, 'login to succeed')).toBe(0);
    expect(statSync(user.configFile).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(user.configFile, 'utf8'))).toEqual({ url: account.appUrl, apiKey: account.apiKey });

    const whoami = await user.run(['whoami', '--json']);
    expect(whoami.code, said(whoami, 'whoami --json to succeed')).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ id: account.session.user.id, email: account.session.email });

    const logout = await user.run(['logout']);
    expect(logout.code, said(logout, 'logout to succeed')).toBe(0);
    expect(existsSync(user.configFile)).toBe(false);
    expect((await user.run(['whoami'])).code).toBe(4);
  });

  it('exits 4 when the key is rejected, and stores nothing', async () => {
    const user = cliUser();
    const login = await user.run(['login', '--api-key', 'kisa_not_a_real_key', '--url', account.appUrl]);
    expect(login.code, said(login, 'exit 4 for a rejected key')).toBe(4);
    expect(login.stderr).toMatch(/HTTP 401/);
    expect(existsSync(user.configFile)).toBe(false);
    const env = await cliUser({ KISA_URL: account.appUrl, KISA_API_KEY: 'kisa_not_a_real_key' }).run(['links', 'list']);
    expect(env.code, said(env, 'exit 4 for a rejected KISA_API_KEY')).toBe(4);
  });
});

describe('kisa CLI: links', () => {
  it('creates, lists, reads, updates and deletes links; --json prints the API answer', async () => {
    const created = await kisa.run(['links', 'create', 'https://example.com/cli/one', '--title', 'CLI one', '--json']);
    expect(created.code, said(created, 'links create to succeed')).toBe(0);
    const link = JSON.parse(created.stdout);
    expect(link).toMatchObject({ longUrl: 'https://example.com/cli/one', title: 'CLI one', shortLink: `${account.appUrl}/${link.shortUrl}` });

    const human = await kisa.run(['links', 'list', '--search', 'cli/one']);
    expect(human.code, said(human, 'links list to succeed')).toBe(0);
    expect(human.stdout).toMatch(/^ID\s+SHORT LINK\s+TARGET\s+TITLE\s+CLICKS$/m);
    expect(human.stdout).toContain(link.shortLink);

    const page = await kisa.run(['links', 'list', '--limit', '5', '--page', '1', '--json']);
    expect(JSON.parse(page.stdout)).toMatchObject({ page: 1, items: expect.arrayContaining([expect.objectContaining({ id: link.id })]) });

    const updated = await kisa.run(['links', 'update', link.id, '--title', 'Renamed by the CLI', '--json']);
    expect(updated.code, said(updated, 'links update to succeed')).toBe(0);
    expect(JSON.parse(updated.stdout).title).toBe('Renamed by the CLI');
    const got = await kisa.run(['links', 'get', link.id]);
    expect(got.stdout).toMatch(/^Title:\s+Renamed by the CLI$/m);

    const deleted = await kisa.run(['links', 'delete', link.id]);
    expect(deleted.code, said(deleted, 'links delete to succeed')).toBe(0);
    const gone = await kisa.run(['links', 'get', link.id]);
    expect(gone.code, said(gone, 'exit 2 for a deleted link')).toBe(2);
  });

  it('exits 2 with the problem on stderr when the API refuses', async () => {
    const alias = `cli-${Date.now().toString(36)}`;
    expect((await kisa.run(['links', 'create', 'https://example.com/cli/a', '--alias', alias])).code).toBe(0);
    const taken = await kisa.run(['links', 'create', 'https://example.com/cli/b', '--alias', alias]);
    expect(taken.code, said(taken, 'exit 2 for a taken alias')).toBe(2);
    expect(taken.stdout).toBe('');
    expect(taken.stderr).toContain(`kisa: ${MSG.aliasTaken} (HTTP 409 alias-taken)`);
    // With --json the problem document itself comes first on stderr, for scripts.
    const asJson = await kisa.run(['links', 'create', 'https://example.com/cli/b', '--alias', alias, '--json']);
    expect(asJson.code, said(asJson, 'exit 2 for a taken alias with --json')).toBe(2);
    expect(JSON.parse(asJson.stderr.split('\n')[0]!)).toMatchObject({ status: 409, code: 'alias-taken', detail: MSG.aliasTaken });
  });

  it('exits 1 for a usage error, before calling anything', async () => {
    const bad = await kisa.run(['links', 'list', '--limit', '0']);
    expect(bad.code, said(bad, 'exit 1 for --limit 0')).toBe(1);
    expect(bad.stderr).toContain("option '--limit <n>' argument '0' is invalid");
    expect((await kisa.run(['links', 'update', 'some-id'])).code).toBe(1);
    expect((await kisa.run(['no-such-command'])).code).toBe(1);
  });

  it('exits 3 when the server cannot be reached (after its retries)', async () => {
    const offline = await cliUser({ KISA_URL: await refusedUrl(), KISA_API_KEY: account.apiKey }).run(['links', 'list']);
    expect(offline.code, said(offline, 'exit 3 with nothing listening')).toBe(3);
    expect(offline.stderr).toMatch(/ECONNREFUSED \(4 tries\)/);
  });
});

describe('kisa CLI: bulk upload', () => {
  it('queues a 300-link CSV, shows progress until the campaign is done, and exports it', async () => {
    const csv = join(kisa.home, 'links.csv');
    const rows = Array.from({ length: 300 }, (_, i) => `https://example.com/cli-bulk/${i},Bulk item ${i}`);
    writeFileSync(csv, ['url,title', ...rows, 'not a url,skipped', ''].join('\n'));

    const upload = await kisa.run(['bulk', 'upload', csv, '--campaign', 'CLI bulk', '--json']);
    expect(upload.code, said(upload, 'bulk upload to exit 0')).toBe(0);
    expect(upload.stderr).toContain('links.csv: 300 links, 1 lines without a valid URL skipped');
    // Not a terminal: plain progress lines, the last at 100 %.
    const progress = upload.stderr.split('\n').filter((l) => l.startsWith('Writing links: '));
    expect(progress.length, said(upload, 'progress lines on stderr')).toBeGreaterThan(0);
    expect(
      progress.every((l) => /^Writing links: \d+\/300 links \(\d+%\)$/.test(l)),
      said(upload, 'progress lines of the form n/300 links (p%)'),
    ).toBe(true);
    expect(progress.at(-1)).toBe('Writing links: 300/300 links (100%)');
    const answer = JSON.parse(upload.stdout);
    expect(answer).toMatchObject({ queued: 300, invalid: 0, campaign: { name: 'CLI bulk', status: 'done', totalLinks: 300 } });

    const list = await kisa.run(['campaigns', 'list']);
    expect(list.stdout).toMatch(new RegExp(`^${answer.campaign.id}\\s+CLI bulk\\s+done\\s+300\\s`, 'm'));

    const exported = await kisa.run(['campaigns', 'export', answer.campaign.id, '--format', 'csv', '-o', 'campaign.csv']);
    expect(exported.code, said(exported, 'campaigns export to succeed')).toBe(0);
    const file = readFileSync(join(kisa.home, 'campaign.csv'), 'utf8');
    expect(file).toContain('https://example.com/cli-bulk/299');
    expect(file).toContain('Bulk item 0');
  });

  it('exits 1 for a file without links, creating no campaign', async () => {
    const empty = join(kisa.home, 'empty.csv');
    writeFileSync(empty, 'url\nnot a url\n');
    const run = await kisa.run(['bulk', 'upload', empty, '--campaign', 'Nothing']);
    expect(run.code, said(run, 'exit 1 for a file without URLs')).toBe(1);
    expect(run.stderr).toContain(MSG.bulkNoUrls);
    const list = JSON.parse((await kisa.run(['campaigns', 'list', '--json'])).stdout) as { name: string }[];
    expect(list.map((c) => c.name)).not.toContain('Nothing');
  });
});

describe('kisa CLI: tags, webhooks, analytics', () => {
  it('manages tags and tags a link with one', async () => {
    const created = JSON.parse((await kisa.run(['tags', 'create', 'cli-tag', '--color', 'teal', '--json'])).stdout);
    expect(created).toMatchObject({ name: 'cli-tag', color: 'teal' });
    expect((await kisa.run(['tags', 'rename', created.id, 'cli-renamed'])).code).toBe(0);
    const link = JSON.parse((await kisa.run(['links', 'create', 'https://example.com/cli/tagged', '--tag', created.id, '--json'])).stdout);
    expect(link.tags.map((t: { name: string }) => t.name)).toEqual(['cli-renamed']);
    const list = await kisa.run(['tags', 'list']);
    expect(list.stdout).toMatch(new RegExp(`^${created.id}\\s+cli-renamed\\s+teal\\s+1$`, 'm'));
    expect((await kisa.run(['tags', 'delete', created.id])).code).toBe(0);
    const badColour = await kisa.run(['tags', 'create', 'x', '--color', 'plaid']);
    expect(badColour.code, said(badColour, 'exit 2 for a colour the API refuses')).toBe(2);
  });

  it('creates, tests, lists and deletes a webhook endpoint', async () => {
    const created = await kisa.run(['webhooks', 'create', 'http://127.0.0.1:9/hook', '--event', 'link.created', '--event', 'link.deleted', '--json']);
    expect(created.code, said(created, 'webhooks create to succeed')).toBe(0);
    const { endpoint, secret } = JSON.parse(created.stdout);
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint.events).toEqual(['link.created', 'link.deleted']);
    const tested = await kisa.run(['webhooks', 'test', endpoint.id, '--json']);
    expect(tested.code, said(tested, 'webhooks test to succeed')).toBe(0);
    expect(JSON.parse(tested.stdout)).toMatchObject({ endpointId: endpoint.id });
    expect((await kisa.run(['webhooks', 'list'])).stdout).toContain(endpoint.id);
    expect((await kisa.run(['webhooks', 'delete', endpoint.id])).code).toBe(0);
    expect((await kisa.run(['webhooks', 'list'])).stdout).not.toContain(endpoint.id);
  });

  it('exports the visitor log', async () => {
    const run = await kisa.run(['analytics', 'export', '--format', 'csv', '-o', 'visitors.csv', '--json']);
    expect(run.code, said(run, 'analytics export to succeed')).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ path: 'visitors.csv', contentType: expect.stringContaining('text/csv') });
    expect(existsSync(join(kisa.home, 'visitors.csv'))).toBe(true);
  });
});
