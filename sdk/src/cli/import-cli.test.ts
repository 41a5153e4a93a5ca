import { readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG, IMPORT_SKIP_REASONS } from '@kisa/shared';
import { type ShlinkStandIn, startShlinkStandIn } from '@kisa/functions/src/test-support/import-sources/shlink-stand-in';
import { apiKeyAccount, type ApiKeyAccount } from '#test-support/api-key-account.js';
import { cliUser, said } from '#test-support/run-cli.js';

// `kisa import` and `kisa imports` against the local runtime: the API, the import queue and its
// worker, the table and the buckets. Codes live on the platform domain every test team shares:
// each run's are its own.

const id = randomBytes(3).toString('hex');
/** Each test runs whole imports through the worker, several CLI processes each: a busy machine takes minutes. */
const SLOW = 240_000;
const code = (name: string) => `${name}-${id}`;
const CSV = [
  'code,url,title,tags,2026-03-01,2026-03-02',
  `${code('bahar')},https://shop.example/bahar,Bahar İndirimi 🌸,"promo,tr",3,4`,
  `${code('merhaba')},https://example.org/ar,مرحبا,,1,1`,
  `${code('plain')},https://example.com/plain,,,0,0`,
  'عربي,https://example.com/bad,,,,',
  `${code('script')},javascript:alert(1),,,,`,
].join('\n');

let account: ApiKeyAccount;
let kisa: ReturnType<typeof cliUser>;
let shlink: ShlinkStandIn | undefined;

beforeAll(async () => {
  account = await apiKeyAccount('cli-import');
  kisa = cliUser({ KISA_URL: account.appUrl, KISA_API_KEY: account.apiKey });
  writeFileSync(join(kisa.home, 'links.csv'), CSV);
});
afterAll(async () => {
  await shlink?.close();
});

describe('kisa import file', () => {
  it(
    'imports a CSV with --yes: prints the preview and the report, writes the mapping; a second run finds everything imported',
    async () => {
      const run = await kisa.run(['import', 'file', '--file', 'links.csv', '--yes', '--mapping', 'mapping.csv']);
      expect(run.code, said(run, 'the import to finish')).toBe(0);
      expect(run.stdout).toMatch(/^Links read: +5$/m);
      expect(run.stdout).toMatch(/^To import: +3$/m);
      expect(run.stdout).toMatch(new RegExp(`^${IMPORT_SKIP_REASONS.invalidCode}: +1$`, 'm'));
      expect(run.stdout).toMatch(/^Import from CSV or JSON file \(.+\) done:$/m);
      expect(run.stdout).toMatch(/^Imported: +3$/m);
      expect(run.stdout).toMatch(/^Clicks of history: +9$/m);
      expect(run.stdout).toContain(`      1  ${IMPORT_SKIP_REASONS.invalidTarget}`);
      expect(run.stderr).toMatch(/^Wrote the mapping file mapping\.csv \(\d+ bytes\)$/m);

      const mapping = readFileSync(join(kisa.home, 'mapping.csv'), 'utf8').replace(/^\uFEFF/, '');
      const lines = mapping.trim().split(/\r?\n/);
      expect(lines[0]).toBe('Old short URL,New short URL,Destination,Status,Reason');
      expect(lines.find((l) => l.startsWith(`${code('bahar')},`))).toMatch(
        new RegExp(`^${code('bahar')},\\S+/${code('bahar')},https://shop.example/bahar,imported,$`),
      );
      expect(lines.find((l) => l.startsWith('عربي,'))).toContain(`skipped,${IMPORT_SKIP_REASONS.invalidCode}`);

      const links = await kisa.run(['links', 'list', '--limit', '100', '--json']);
      expect(JSON.parse(links.stdout).items).toContainEqual(expect.objectContaining({ shortUrl: code('bahar'), title: 'Bahar İndirimi 🌸', totalClicks: 7 }));

      const again = await kisa.run(['import', 'file', '--file', 'links.csv', '--yes', '--json']);
      expect(again.code, said(again, 'the second import to finish')).toBe(0);
      const report = JSON.parse(again.stdout);
      expect(report).toMatchObject({ status: 'done', report: { imported: 0, alreadyImported: 3, clicks: 0 } });

      const list = await kisa.run(['imports']);
      expect(list.code, said(list, 'imports to list')).toBe(0);
      expect(list.stdout).toMatch(/^ID\s+SOURCE\s+STATUS\s+LINKS\s+IMPORTED\s+CREATED$/m);
      expect(list.stdout).toMatch(new RegExp(`^${report.id}\\s+CSV or JSON file\\s+done\\s+5\\s+0\\s`, 'm'));

      const show = await kisa.run(['imports', 'show', report.id]);
      expect(show.stdout).toMatch(/^Already imported: +3$/m);
      const download = await kisa.run(['imports', 'mapping', report.id, '-o', 'again.csv']);
      expect(download.code, said(download, 'the mapping to download')).toBe(0);
      expect(readFileSync(join(kisa.home, 'again.csv'), 'utf8')).toMatch(
        new RegExp(`^${code('merhaba')},\\S+/${code('merhaba')},https://example.org/ar,already imported,`, 'm'),
      );
    },
    SLOW,
  );

  it(
    "exits 2 with the API's message for a file it cannot read",
    async () => {
      writeFileSync(join(kisa.home, 'bad.csv'), 'just some text\n');
      const run = await kisa.run(['import', 'file', '--file', 'bad.csv', '--yes']);
      expect(run.code, said(run, 'exit 2 for an unreadable file')).toBe(2);
      expect(run.stderr).toContain(`kisa: ${IMPORT_MSG.fileUnreadable} (HTTP 400`);
    },
    SLOW,
  );

  it(
    'without --yes off a terminal: prints the preview and how to go on; imports start finishes it with new codes',
    async () => {
      const mine = await kisa.run(['links', 'create', 'https://example.com/mine', '--alias', code('taken')]);
      expect(mine.code, said(mine, 'the link holding the code')).toBe(0);
      writeFileSync(join(kisa.home, 'taken.csv'), `code,url\n${code('taken')},https://example.com/again\n`);
      const preview = await kisa.run(['import', 'file', '--file', 'taken.csv']);
      expect(preview.code, said(preview, 'exit 0 with the preview')).toBe(0);
      expect(preview.stdout).toMatch(new RegExp(`^${IMPORT_SKIP_REASONS.codeTaken}: +1$`, 'm'));
      const importId = preview.stderr.match(/Start it: kisa imports start (\S+)/)?.[1];
      expect(importId, said(preview, 'the hint naming the import')).toBeTruthy();

      const started = await kisa.run(['imports', 'start', importId!, '--conflicts', 'new-code', '--json']);
      expect(started.code, said(started, 'the import to finish')).toBe(0);
      expect(JSON.parse(started.stdout)).toMatchObject({ status: 'done', report: { imported: 1, newCodes: 1 } });
    },
    SLOW,
  );
});

/** Resolves once the running CLI has written `text` (fails after 2 minutes, showing what it wrote). */
async function written(output: { stdout: string; stderr: string }, text: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!`${output.stdout}${output.stderr}`.includes(text)) {
    if (Date.now() > deadline)
      throw new Error(`expected the CLI to write ${JSON.stringify(text)} within 2 minutes; it wrote:\n${output.stdout}${output.stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('kisa import on a terminal', () => {
  it(
    'asks before starting: no leaves the preview to start later, yes writes it under a progress bar',
    async () => {
      writeFileSync(join(kisa.home, 'tty.csv'), `code,url,title\n${code('tty-a')},https://example.com/a,Işık 💡\n${code('tty-b')},https://example.com/b,\n`);
      const declined = kisa.startOnTerminal(['import', 'file', '--file', 'tty.csv']);
      await written(declined.output, 'Start import? [y/N]');
      declined.child.stdin.write('n\n');
      const no = await declined.ended;
      expect(no.code, said(no, 'exit 0 when not started')).toBe(0);
      expect(no.stdout).toMatch(/Not started\.\r?\nStart it: kisa imports start \S+/);

      const accepted = kisa.startOnTerminal(['import', 'file', '--file', 'tty.csv']);
      await written(accepted.output, 'Start import? [y/N]');
      accepted.child.stdin.write('y\n');
      const yes = await accepted.ended;
      expect(yes.code, said(yes, 'the import to finish')).toBe(0);
      expect(yes.stdout).toMatch(/\[[█░]+\] 100% \|/);
      expect(yes.stdout).toMatch(/^Imported: +2\r?$/m);
    },
    SLOW,
  );
});

describe('kisa import from a source that holds it back', () => {
  it(
    "shows the wait for the source's rate limit, and Ctrl-C cancels the import",
    async () => {
      shlink = await startShlinkStandIn({ apiKey: 'shlink-key', defaultDomain: `sh-${id}.example`, shortUrls: [], visits: {} });
      shlink.fault = { kind: 'rateLimited', retryAfterSeconds: 120 };
      const running = kisa.start(['import', 'shlink', '--api-url', shlink.url], { KISA_IMPORT_TOKEN: 'shlink-key' });
      await written(running.output, "waiting for the source's rate limit until");
      running.child.kill('SIGINT');
      const run = await running.ended;
      expect(run.code, said(run, 'exit 130 after Ctrl-C')).toBe(130);
      expect(run.stderr).toMatch(/^Reading Shlink: 0 links read — waiting for the source's rate limit until \d\d:\d\d:\d\d UTC \(0%\)$/m);
      const importId = run.stderr.match(/kisa: Import (\S+) cancelled/)?.[1];
      expect(importId, said(run, 'the import named as cancelled')).toBeTruthy();
      const show = await kisa.run(['imports', 'show', importId!, '--json']);
      expect(JSON.parse(show.stdout)).toMatchObject({ status: 'cancelled' });
    },
    SLOW,
  );
});
