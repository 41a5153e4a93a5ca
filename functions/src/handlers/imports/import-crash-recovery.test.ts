import type { ImportJob, TagList } from '@kisa/shared';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { api, signUp } from '@kisa/infra/bench/bench-api';
import type { ManagedChild } from '@kisa/infra/local/child-process';
import { findFreeBasePort } from '@kisa/infra/local/ports';
import { killAll, pollerFailures, sessionOf, startRuntimeProcess, waitFor } from '@kisa/infra/local/test/crash-harness';
import { BITLY_TOKEN, BRANDED, bitlyDataSet, springOf } from '#test-support/import-sources/bitly-data.js';
import { type BitlyStandIn, startBitlyStandIn } from '#test-support/import-sources/bitly-stand-in.js';

/**
 * Durability of an import (docs/RELIABILITY.md's pattern): the whole local runtime is SIGKILLed
 * while the worker writes an import's pages, then started again on the same data dir; the run
 * picks up where its queue left it and finishes with every link written exactly once and
 * counters that match. The Bitly stand-in lives in this process, so it outlives the kill.
 */

/** 1,000 generated bitlinks in the first group (11 pages), 25 in the second; the named ones besides. */
const GENERATED_A = 1000;
const GENERATED_B = 25;
/** SPRING and its custom back-half, LAUNCH, the IDN one, and every generated one (the archived and the malformed one are not). */
const READABLE = GENERATED_A + GENERATED_B + 4;
const IDN_HOST = 'bağlantı.example';

const dataDir = mkdtempSync(join(tmpdir(), 'kisa-import-crash-'));
let port: number;
let runtime: ManagedChild | undefined;
let standIn: BitlyStandIn | undefined;
const session = () => sessionOf(port);

afterAll(async () => {
  await runtime?.stop();
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function importState(id: string): Promise<ImportJob> {
  const res = await api<ImportJob>(session(), 'GET', `/api/imports/${id}`);
  if (res.status !== 200) throw new Error(`expected GET /api/imports/${id} to answer 200, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function waitForImport(id: string, done: (job: ImportJob) => boolean, timeoutMs: number, what: string): Promise<ImportJob> {
  let job: ImportJob | undefined;
  await waitFor(
    async () => {
      job = await importState(id);
      if (job.status === 'failed') throw new Error(`expected ${what}, but the import failed: ${job.error}\n${pollerFailures(dataDir, "the import worker's")}`);
      return done(job);
    },
    timeoutMs,
    () => `${what} (last: ${JSON.stringify(job?.progress)} ${job?.status})\n${pollerFailures(dataDir, "the import worker's")}`,
    50,
  );
  return job!;
}

describe('a crash of the whole local runtime mid-import', () => {
  it('finishes the import with every link exactly once and exact counters', async () => {
    port = await findFreeBasePort();
    runtime = await startRuntimeProcess(port, dataDir);
    await signUp(session(), 'crash-import');
    standIn = await startBitlyStandIn(bitlyDataSet({ generatedA: GENERATED_A, generatedB: GENERATED_B }));

    // Links go onto the platform's domain (none of the source's hosts is verified in this runtime); no history, so the test is the writing.
    const created = await api<ImportJob>(session(), 'POST', '/api/imports', {
      source: 'bitly',
      apiUrl: standIn.url,
      token: BITLY_TOKEN,
      domain: null,
      history: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    const id = created.body.id;
    const preview = await waitForImport(id, (j) => j.status === 'ready', 120_000, 'the preview');
    expect(preview.counts).toMatchObject({ links: READABLE, importable: READABLE, codeTaken: 0, duplicate: 0 });

    const moves = [BRANDED, domainToASCII(IDN_HOST)].map((host) => ({ host, action: 'move', to: null }));
    const started = await api<ImportJob>(session(), 'POST', `/api/imports/${id}/start`, { domains: moves });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const atKill = await waitForImport(id, (j) => j.progress.written > 0, 120_000, 'the first written page');
    expect(atKill.progress.written, 'the run must still be writing when the runtime is killed').toBeLessThan(READABLE);
    await killAll(runtime);

    runtime = await startRuntimeProcess(port, dataDir);
    const done = await waitForImport(id, (j) => j.status === 'done', 240_000, 'the import to finish after the restart');
    expect({ progress: done.progress, imported: done.report?.imported, alreadyImported: done.report?.alreadyImported }).toEqual({
      progress: { phase: 'done', read: READABLE, written: READABLE, skipped: 0, historyLinks: 0, percent: 100 },
      imported: READABLE,
      alreadyImported: 0,
    });
    const stats = await api<{ links: number }>(session(), 'GET', '/api/stats');
    expect(stats.body.links, "the team's link count").toBe(READABLE);
    const listed = await api<{ total: number }>(session(), 'GET', '/api/links?page=1&limit=1');
    expect(listed.body.total, 'links that exist').toBe(READABLE);
    const tags = await api<TagList>(session(), 'GET', '/api/tags');
    const catalog = Array.from({ length: GENERATED_A + GENERATED_B }, (_, i) => i).filter((i) => i % 5 === 0).length;
    expect(Object.fromEntries(tags.body.items.map((t) => [t.name, t.links])), 'links per tag').toEqual({
      kampanya: 2,
      İstanbul: 2,
      إطلاق: 1,
      '🚀': 1,
      catalog,
    });
  }, 600_000);

  it('finishes the history of an import killed while it reads clicks, adding the clicks of each link once', async () => {
    // Another team, whose only links are this import's; the codes the first import holds on the platform's domain get new ones.
    await signUp(session(), 'crash-import-history');
    // Bitly's pace (3.6 s a request) keeps this one small: the named links and one generated link a group.
    const small = await startBitlyStandIn(bitlyDataSet({ branded: 'go.history.example', idn: 'tarihçe.example', generatedA: 1, generatedB: 1 }));
    try {
      const created = await api<ImportJob>(session(), 'POST', '/api/imports', { source: 'bitly', apiUrl: small.url, token: BITLY_TOKEN, domain: null });
      expect(created.status, JSON.stringify(created.body)).toBe(202);
      const id = created.body.id;
      await waitForImport(id, (j) => j.status === 'ready', 120_000, 'the preview');
      const moves = ['go.history.example', domainToASCII('tarihçe.example')].map((host) => ({ host, action: 'move', to: null }));
      const started = await api(session(), 'POST', `/api/imports/${id}/start`, { domains: moves, conflicts: 'newCode' });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      // SPRING's clicks, countries and referring domains, then LAUNCH's clicks: the first history page is half read.
      const metrics = () => small.requests.filter((r) => r.path.startsWith('/v4/bitlinks/') && r.status === 200).length;
      await waitFor(async () => metrics() >= 4, 120_000, 'four metrics requests');
      expect((await importState(id)).status, 'the run must still be reading history when the runtime is killed').toBe('importing');
      await killAll(runtime!);

      runtime = await startRuntimeProcess(port, dataDir);
      const done = await waitForImport(id, (j) => j.status === 'done', 240_000, 'the import to finish after the restart');
      const sum = (days: Record<string, number>) => Object.values(days).reduce((a, b) => a + b, 0);
      const expected = Object.values(small.data.clicks).reduce((total, c) => total + sum(c.days), 0);
      expect({ imported: done.report?.imported, clicks: done.report?.clicks }).toEqual({ imported: 6, clicks: expected });
      const links = await api<{ items: { title: string; totalClicks: number }[] }>(session(), 'GET', '/api/links?limit=100');
      expect(links.body.items).toHaveLength(6);
      expect(
        links.body.items.reduce((total, l) => total + l.totalClicks, 0),
        "the team's links' clicks, each link's once",
      ).toBe(expected);
      // SPRING and its custom back-half share a title: the clicks go with the bitlink only.
      const springs = links.body.items.filter((l) => l.title === springOf('go.history.example').title).map((l) => l.totalClicks);
      expect(
        springs.sort((x, y) => x - y),
        "SPRING's clicks, and none on its custom back-half",
      ).toEqual([0, sum(small.data.clicks['go.history.example/spring']!.days)]);
    } finally {
      await small.close();
    }
  }, 600_000);
});
