import type { CreateImportInput, ImportJob, Link, StartImportInput } from '@kisa/shared';
import { domainToASCII } from 'node:url';
import { type Session, verifiedSession } from './accounts.js';
import { call } from './api.js';
import { verifiedDomain } from './domains.js';
import { until } from './until.js';

/** Import helpers for API tests against the local runtime: create, wait for the preview, start, wait for the end. */

type CreateBody = Partial<CreateImportInput> & Pick<CreateImportInput, 'source'>;

/** POST /api/imports (expects 202) → the import. */
export async function createImport(owner: Session, body: CreateBody): Promise<ImportJob> {
  const res = await call<ImportJob>('POST', '/api/imports', { json: body, headers: owner.auth });
  if (res.status !== 202) throw new Error(`expected POST /api/imports to answer 202, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function getImport(owner: Session, id: string): Promise<ImportJob> {
  const res = await call<ImportJob>('GET', `/api/imports/${id}`, { headers: owner.auth });
  if (res.status !== 200) throw new Error(`expected GET /api/imports/${id} to answer 200, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Polls the import until its status is one of `statuses` (failing fast, with its error, when it failed instead). */
export async function waitForImport(owner: Session, id: string, statuses: readonly ImportJob['status'][], timeoutMs = 60_000): Promise<ImportJob> {
  return until(
    `import ${id} to reach ${statuses.join(' or ')}`,
    async () => {
      const job = await getImport(owner, id);
      if (job.status === 'failed' && !statuses.includes('failed'))
        throw new Error(`expected import ${id} to reach ${statuses.join('/')}, but it failed: ${job.error}`);
      return job;
    },
    (job) => statuses.includes(job.status),
    timeoutMs,
    200,
  );
}

/** POST /api/imports/{id}/start (expects 202). */
export async function startImport(owner: Session, id: string, body: Partial<StartImportInput> = {}): Promise<ImportJob> {
  const res = await call<ImportJob>('POST', `/api/imports/${id}/start`, { json: body, headers: owner.auth });
  if (res.status !== 202) throw new Error(`expected POST /api/imports/${id}/start to answer 202, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Creates an import and waits for it to fail (as a refused token fails it at once): the failed import. */
export async function failedImport(owner: Session, body: CreateBody): Promise<ImportJob> {
  const created = await createImport(owner, body);
  return waitForImport(owner, created.id, ['failed']);
}

/** A whole run: create, wait for the preview, start (with `start`), wait for done. Answers the preview and the finished import. */
export async function runImport(
  owner: Session,
  body: CreateBody,
  start: Partial<StartImportInput> = {},
  timeoutMs = 60_000,
): Promise<{ preview: ImportJob; done: ImportJob }> {
  const created = await createImport(owner, body);
  const preview = await waitForImport(owner, created.id, ['ready'], timeoutMs);
  await startImport(owner, created.id, start);
  const done = await waitForImport(owner, created.id, ['done'], timeoutMs);
  return { preview, done };
}

/** GET /api/imports/{id}/mapping → the CSV's rows (header first), parsed simply (the run writes no embedded commas in tests' data unless quoted). */
export async function mappingRows(owner: Session, id: string): Promise<string[][]> {
  const res = await call<string>('GET', `/api/imports/${id}/mapping`, { headers: owner.auth });
  if (res.status !== 200) throw new Error(`expected the mapping file, got ${res.status} ${JSON.stringify(res.body)}`);
  const { default: Papa } = await import('papaparse');
  return Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

const started: { close(): Promise<void> }[] = [];

/**
 * A team whose owner has verified `hosts` (Unicode ones in ASCII), and its source's stand-in started:
 * each test's team on hosts of its own, as a domain belongs to one team. closeStandIns() closes them all.
 */
export async function ownerWithSource<S extends { close(): Promise<void> }>(
  tag: string,
  hosts: readonly string[],
  start: () => Promise<S>,
  name?: string,
): Promise<{ owner: Session; standIn: S }> {
  const owner = await verifiedSession(tag, name);
  for (const host of hosts) await verifiedDomain(owner, domainToASCII(host));
  const standIn = await start();
  started.push(standIn);
  return { owner, standIn };
}

/** Closes every stand-in ownerWithSource started (for afterAll). */
export async function closeStandIns(): Promise<void> {
  for (const standIn of started.splice(0)) await standIn.close();
}

/** Every link of the owner's team, read by cursor, by `host/code`. */
export async function allLinks(owner: Session): Promise<Map<string, Link>> {
  const links = new Map<string, Link>();
  let cursor: string | undefined;
  do {
    const path = `/api/links?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await call<{ items: Link[]; nextCursor?: string }>('GET', path, { headers: owner.auth });
    if (page.status !== 200) throw new Error(`expected GET ${path} to answer 200, got ${page.status} ${JSON.stringify(page.body)}`);
    for (const link of page.body.items) links.set(`${link.domain}/${link.shortUrl}`, link);
    cursor = page.body.nextCursor;
  } while (cursor);
  return links;
}
