import { afterEach, describe, expect, it } from 'vitest';
import { importJob } from '#test-support/import-job.js';
import { createKisaClient } from './create-client.js';
import { json, standInServer, type Scripted } from './stand-in-server.js';

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

async function clientFor(script: Scripted[]) {
  const server = await standInServer(script);
  servers.push(server.close);
  return { kisa: createKisaClient({ baseUrl: server.url, apiKey: 'kisa_test_key', retryDelayMs: 20 }), seen: server.seen };
}

const reading = (read: number) => importJob({ progress: { phase: 'reading', read, written: 0, skipped: 0, historyLinks: 0, percent: 0 } });

describe('SDK imports', () => {
  it('waitForImport reads until a status asked for, handing each read to onProgress', async () => {
    const { kisa, seen } = await clientFor([
      json(200, reading(0)),
      json(503, { errorMessage: 'busy' }),
      json(200, reading(100)),
      json(200, importJob({ status: 'ready' })),
    ]);
    const heard: number[] = [];
    const job = await kisa.imports.waitForImport('imp-1', ['ready'], { intervalMs: 5, onProgress: (j) => heard.push(j.progress.read) });
    expect(job.status).toBe('ready');
    expect(heard).toEqual([0, 100, 0]);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(Array(4).fill('GET /api/imports/imp-1'));
  });

  it('waitForImport answers an import that ended otherwise (failed, with its error) instead of waiting forever', async () => {
    const { kisa } = await clientFor([json(200, reading(3)), json(200, importJob({ status: 'failed', error: 'The source could not be reached' }))]);
    const job = await kisa.imports.waitForImport('imp-1', ['done'], { intervalMs: 5 });
    expect(job).toMatchObject({ status: 'failed', error: 'The source could not be reached' });
  });

  it('waitForImport stops when its signal is aborted, with the reason', async () => {
    const { kisa, seen } = await clientFor([json(200, reading(1))]);
    const stop = new AbortController();
    const waiting = kisa.imports.waitForImport('imp-1', ['done'], {
      intervalMs: 5,
      signal: stop.signal,
      onProgress: () => seen.length >= 3 && stop.abort(new Error('enough')),
    });
    await expect(waiting).rejects.toThrow('enough');
    expect(seen).toHaveLength(3);
  });

  it('sends create, start and cancel as the API declares them, and reads the mapping file', async () => {
    const csv = 'Old short URL,New short URL,Destination,Status,Reason\nbahar,https://kisa.example/bahar,https://shop.example/İndirim,imported,\n';
    const { kisa, seen } = await clientFor([
      json(202, importJob()),
      json(202, importJob({ status: 'importing' })),
      json(200, importJob({ status: 'cancelled' })),
      { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="import-mapping.csv"' }, body: csv },
    ]);
    await kisa.imports.create({ source: 'dub', token: 'dub_xyz', domain: null });
    await kisa.imports.start('imp-1', { conflicts: 'newCode', domains: [{ host: 'dub.sh', action: 'move', to: null }] });
    expect((await kisa.imports.cancel('imp-1')).status).toBe('cancelled');
    const file = await kisa.imports.mapping('imp-1');
    expect([file.filename, new TextDecoder().decode(file.bytes)]).toEqual(['import-mapping.csv', csv]);
    expect(seen.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'POST /api/imports {"source":"dub","token":"dub_xyz","domain":null}',
      'POST /api/imports/imp-1/start {"conflicts":"newCode","domains":[{"host":"dub.sh","action":"move","to":null}]}',
      'POST /api/imports/imp-1/cancel ',
      'GET /api/imports/imp-1/mapping ',
    ]);
  });
});
