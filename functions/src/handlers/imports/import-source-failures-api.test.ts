import { IMPORT_MSG } from '@kisa/shared';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { verifiedSession } from '#test-support/accounts.js';
import { kuttData } from '#test-support/import-sources/kutt-data.js';
import { type KuttFault, type KuttStandIn, startKuttStandIn } from '#test-support/import-sources/kutt-stand-in.js';
import { createImport, waitForImport } from '#test-support/imports.js';

// A source that fails, through the real worker: a step that fails is retried sooner than the
// queue's visibility timeout (the test runtime: after 1 s, 2 s, 4 s, 8 s), a source that recovers
// is read exactly, and one that keeps failing ends the import on the last receive with what went
// wrong — 5xx, an answer that is not its API, no answer in time, a refused connection.

const standIns: KuttStandIn[] = [];
afterAll(async () => {
  for (const s of standIns) await s.close();
});

async function importFrom(tag: string, fault: KuttFault | null, apiUrl?: string) {
  const owner = await verifiedSession(tag);
  const standIn = await startKuttStandIn(kuttData({ defaultDomain: `${tag}.example` }));
  standIns.push(standIn);
  standIn.fault = fault;
  const created = await createImport(owner, { source: 'kutt', apiUrl: apiUrl ?? standIn.url, token: standIn.data.apiKey });
  return { owner, standIn, created };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('an import from a failing source', () => {
  it('retries a step the source fails twice (500, then garbage) and reads every link once', async () => {
    const { owner, standIn, created } = await importFrom('src-flaky', { kind: 'serverError', times: 1 });
    setTimeout(() => {
      standIn.fault = { kind: 'garbage', times: 1 };
    }, 200);
    const ready = await waitForImport(owner, created.id, ['ready'], 60_000);
    const clean = await importFrom('src-clean', null);
    const expected = await waitForImport(clean.owner, clean.created.id, ['ready'], 60_000);
    expect(ready.counts).toEqual(expected.counts);
    expect(ready.progress.read).toBe(expected.progress.read);
  });

  it('fails the import with what went wrong when the source keeps failing: 5xx, garbage, a hang, a refused connection', async () => {
    const cases = await Promise.all([
      importFrom('src-500', { kind: 'serverError' }),
      importFrom('src-garbage', { kind: 'garbage' }),
      importFrom('src-hang', { kind: 'hang' }),
      importFrom('src-refused', null, `http://127.0.0.1:${await closedPort()}/api/v2`),
    ]);
    const failed = await Promise.all(cases.map((c) => waitForImport(c.owner, c.created.id, ['failed'], 120_000)));
    expect(failed.map((f) => f.error?.split(':')[0])).toEqual([
      IMPORT_MSG.sourceUnreachable,
      IMPORT_MSG.sourceGarbled,
      IMPORT_MSG.sourceUnreachable,
      IMPORT_MSG.sourceUnreachable,
    ]);
    expect(failed[0]!.error).toContain('HTTP 500');
    for (const f of failed) expect([f.status, f.progress.read, f.report?.imported]).toEqual(['failed', 0, 0]);
    // Five receives each (maxReceiveCount), then nothing more is asked of the source.
    const asked = cases.slice(0, 3).map((c) => c.standIn.requests.length);
    await new Promise((r) => setTimeout(r, 3000));
    expect(cases.slice(0, 3).map((c) => c.standIn.requests.length)).toEqual(asked);
    for (const n of asked) expect(n).toBeGreaterThanOrEqual(5);
  });
});
