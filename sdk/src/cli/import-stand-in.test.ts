import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '@kisa/shared';
import { json, standInServer, type Scripted } from '#client/stand-in-server.js';
import { importJob } from '#test-support/import-job.js';
import { cliUser, said } from '#test-support/run-cli.js';

// The import command against the SDK's scripted stand-in: what the real runtime will not do on
// demand (a 500 on create, a rate-limit wait, a failed run), and what the CLI sends.

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

const CSV = 'code,url,title\nbahar,https://shop.example/bahar,Bahar İndirimi 🌸\nmerhaba,https://example.org/ar,مرحبا\n';

async function cliAgainst(script: Scripted[]) {
  const server = await standInServer(script);
  servers.push(server.close);
  const user = cliUser({ KISA_URL: server.url, KISA_API_KEY: 'kisa_test_key' });
  writeFileSync(join(user.home, 'links.csv'), CSV);
  return { user, seen: server.seen };
}

const problem = (status: number, detail: string, code: string) =>
  json(status, { type: `/api/problems#${code}`, title: detail, status, detail, code, errorMessage: detail }, { 'content-type': 'application/problem+json' });

describe('kisa import against a scripted API', () => {
  it('retries a 429 on create with the same Idempotency-Key, then exits 3 with the 500 that follows', async () => {
    const { user, seen } = await cliAgainst([
      json(429, { errorMessage: 'Too many requests' }, { 'retry-after': '0' }),
      problem(500, 'Internal error', 'internal'),
    ]);
    const run = await user.run(['import', 'file', '--file', 'links.csv', '--yes']);
    expect(run.code, said(run, 'exit 3 after the 500')).toBe(3);
    expect(run.stderr).toContain('kisa: Internal error (HTTP 500 internal)');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/imports', 'POST /api/imports']);
    expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key']);
    expect(JSON.parse(seen[1]!.body)).toEqual({ source: 'file', history: true, file: { name: 'links.csv', content: CSV } });
  });

  it("shows the wait for the source's rate limit, starts with the choices given, and prints the report", async () => {
    const waitingUntil = '2026-11-29T10:05:30.000Z';
    const ready = importJob({ status: 'ready', progress: { phase: 'reading', read: 2, written: 0, skipped: 0, historyLinks: 0, percent: 100 } });
    const { user, seen } = await cliAgainst([
      json(202, importJob()),
      json(200, importJob({ waitingUntil, progress: { phase: 'reading', read: 1, written: 0, skipped: 0, historyLinks: 0, percent: 0 } })),
      json(200, ready),
      json(202, { ...ready, status: 'importing' }),
      json(200, {
        ...ready,
        status: 'done',
        progress: { phase: 'done', read: 2, written: 2, skipped: 0, historyLinks: 2, percent: 100 },
        report: { imported: 2, alreadyImported: 0, newCodes: 1, clicks: 12, skipped: [] },
      }),
    ]);
    const run = await user.run([
      'import',
      'file',
      '--file',
      'links.csv',
      '--no-history',
      '--conflicts',
      'new-code',
      '--move',
      'bağlantı.example=go.example.com',
      '-y',
    ]);
    expect(run.code, said(run, 'the import to finish')).toBe(0);
    expect(run.stderr).toContain("Reading CSV or JSON file: 1 links read — waiting for the source's rate limit until 10:05:30 UTC (0%)");
    expect(run.stdout).toMatch(/^Preview of the import from CSV or JSON file \(imp-1\):\nLinks read: +2\nTo import: +2\n/);
    expect(run.stdout).toMatch(/^Imported: +2$/m);
    expect(run.stdout).toMatch(/^New codes: +1$/m);
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ history: false });
    const start = seen.find((r) => r.url === '/api/imports/imp-1/start');
    expect(JSON.parse(start!.body)).toEqual({ conflicts: 'newCode', domains: [{ host: 'xn--balant-45a2m.example', action: 'move', to: 'go.example.com' }] });
  });

  it('exits 3 with the import’s own error when it fails', async () => {
    const { user } = await cliAgainst([json(202, importJob()), json(200, importJob({ status: 'failed', error: IMPORT_MSG.sourceRefusedToken }))]);
    const run = await user.run(['import', 'file', '--file', 'links.csv', '--yes']);
    expect(run.code, said(run, 'exit 3 for a failed import')).toBe(3);
    expect(run.stderr).toContain(`kisa: Import imp-1 failed: ${IMPORT_MSG.sourceRefusedToken}`);
  });

  it('prints the preview and how to start it when not on a terminal and without --yes', async () => {
    const ready = importJob({ status: 'ready', counts: { ...importJob().counts, codeTaken: 1, importable: 1 } });
    const { user, seen } = await cliAgainst([json(202, importJob()), json(200, ready)]);
    const run = await user.run(['import', 'file', '--file', 'links.csv', '--keep', 'go.example.com']);
    expect(run.code, said(run, 'exit 0 with the preview')).toBe(0);
    expect(run.stdout).toMatch(/^The code is taken on that domain in Kisa: +1$/m);
    expect(run.stderr).toContain('Start it: kisa imports start imp-1 --keep go.example.com');
    expect(seen.map((r) => r.method)).toEqual(['POST', 'GET']);
  });
});
