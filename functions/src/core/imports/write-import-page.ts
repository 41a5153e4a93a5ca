import { checkTagName, displayHost, IMPORT_MSG, normalizeBulkUrl, TAGS_PER_LINK_MAX, TITLE_MAX, tagNameKey, type ImportSkipReason } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { getImportJson, putImportObject, readPageKey, writtenPageKey } from '#data/imports/import-files.js';
import type { ImportJobRecord } from '#data/imports/import-job-item.js';
import { commitImportStep, importStepDone } from '#data/imports/imports-repo.js';
import { sendImportMessage } from '#data/imports/import-queue.js';
import type { BulkLinkRecord } from '#data/links/index.js';
import { hashPassword } from '#lib/crypto/password-hash.js';
import { logger } from '#lib/logger.js';
import { writeBulkLinks } from '../campaigns/write-part-links.js';
import { newShortCode } from '../links/short-code.js';
import { openFlaggedCases } from '../moderation/flagged-cases.js';
import { resolveTagNames } from '../tags/resolve-tag-names.js';
import { finishImport } from './finish-import.js';
import type { StagedLink, WrittenLink } from './staged-link.js';

/**
 * One staged page written: each link with its code on the domain its source domain maps to, its
 * settings and tags; a code another link holds is skipped or given a new code (the owner's
 * choice). Links found written already are this import's (an earlier delivery: counted now, once)
 * or an earlier import's (left as they are). What happened to each goes to `written-N.json`
 * (history and the mapping file read it); the page's counts are committed once with the team's
 * link counters. Then the next page, the history, or the end.
 */
export async function writeImportPage(job: ImportJobRecord, page: number): Promise<void> {
  const staged = await getImportJson<StagedLink[]>(readPageKey(job.teamId, job.importId, page));
  const results = await writeLinks(job, staged);
  await putImportObject(writtenPageKey(job.teamId, job.importId, page), JSON.stringify(results));
  const count = (o: WrittenLink['outcome']) => results.filter((r) => r.outcome === o).length;
  const counted = results.filter((r) => r.outcome === 'imported' || r.outcome === 'newCode');
  const byDomain: Record<string, number> = {};
  for (const r of counted) if (r.domain) byDomain[r.domain] = (byDomain[r.domain] ?? 0) + 1;
  const skippedBy: Record<string, number> = {};
  for (const r of results) if (r.reason) skippedBy[r.reason] = (skippedBy[r.reason] ?? 0) + 1;
  const committed = await commitImportStep(job.importId, 'WRITE', page, {
    add: { written: counted.length, newCodes: count('newCode'), alreadyImported: count('alreadyImported'), skipped: count('skipped') },
    marker: { skippedBy },
    teamLinks: { teamId: job.teamId, links: counted.length, byDomain },
  });
  if (committed === 'gone') return;
  const last = page >= (job.lastPage ?? page);
  // Counted by an earlier delivery, which may have failed after its commit: go on unless the next step is done (the end is idempotent).
  const next = !last ? { step: 'WRITE' as const, page: page + 1 } : job.history ? { step: 'HISTORY' as const, page: 1 } : null;
  if (committed === 'already' && next && (await importStepDone(job.importId, next.step, next.page))) return;
  if (!last) await sendImportMessage({ kind: 'write', importId: job.importId, page: page + 1 });
  else if (job.history) await sendImportMessage({ kind: 'history', importId: job.importId, page: 1, from: 0 });
  else await finishImport(job.importId);
}

async function writeLinks(job: ImportJobRecord, staged: readonly StagedLink[]): Promise<WrittenLink[]> {
  const choices = new Map(job.domains.map((d) => [d.host, d]));
  const tagIds = await pageTags(job.teamId, staged);
  const results = new Map<string, WrittenLink>();
  const records: BulkLinkRecord[] = [];
  for (const link of staged) {
    const choice = choices.get(link.host);
    const domain = choice?.action === 'keep' ? link.host : (choice?.to ?? null);
    const base: WrittenLink = {
      sourceId: link.sourceId,
      from: `${link.host}/${link.code}`,
      linkId: link.linkId,
      code: link.code,
      domain,
      target: link.target ?? link.longUrl,
      outcome: 'skipped',
    };
    const skip = (reason: ImportSkipReason) => results.set(link.linkId, { ...base, reason });
    if (!choice || choice.action === 'skip') skip('domainSkipped');
    else if (link.problem && link.problem !== 'codeTaken' && !(link.problem === 'invalidCode' && job.conflicts === 'newCode')) skip(link.problem);
    else {
      const code = link.problem === 'invalidCode' ? newShortCode() : link.code;
      const note = link.passwordProtected && !link.password ? { note: IMPORT_MSG.passwordNotCarried } : {};
      results.set(link.linkId, { ...base, code, outcome: code === link.code ? 'imported' : 'newCode', ...note });
      records.push(await recordOf(job, link, code, domain, tagIds));
    }
  }
  // Every record of a page goes through one write; the domains of a page differ, which the writes allow.
  const written = await writeBulkLinks(records, 'skip');
  for (const stored of written.existing) {
    const r = results.get(stored.linkId)!;
    results.set(
      stored.linkId,
      stored.importId === job.importId ? { ...r, code: stored.shortUrl } : { ...r, code: stored.shortUrl, outcome: 'alreadyImported' },
    );
  }
  let renamed: BulkLinkRecord[] = [];
  for (const link of written.taken) {
    if (job.conflicts === 'newCode') renamed.push({ ...link, shortUrl: newShortCode() });
    else results.set(link.linkId, { ...results.get(link.linkId)!, outcome: 'skipped', reason: 'codeTaken' });
  }
  if (renamed.length) {
    const again = await writeBulkLinks(renamed, 'newCode');
    renamed = again.fresh;
    for (const link of renamed) results.set(link.linkId, { ...results.get(link.linkId)!, code: link.shortUrl, outcome: 'newCode' });
  }
  await openFlaggedCases([...written.fresh, ...renamed]);
  return staged.map((l) => results.get(l.linkId)!);
}

/** The team's tag ids for the page's tag names (new names become tags); past the team's tag limit the links go without new ones. */
async function pageTags(teamId: string, staged: readonly StagedLink[]): Promise<Map<string, string>> {
  const names = [...new Set(staged.flatMap((l) => (l.tags ?? []).filter((t) => !checkTagName(t))))];
  try {
    return await resolveTagNames(teamId, names);
  } catch (error) {
    logger.warn('Import: tags not added (team limit?)', { teamId, error: error as Error });
    return resolveTagNames(teamId, []);
  }
}

async function recordOf(job: ImportJobRecord, link: StagedLink, code: string, domain: string | null, tagIds: Map<string, string>): Promise<BulkLinkRecord> {
  const target = link.target!;
  const ids = [...new Set((link.tags ?? []).flatMap((t) => tagIds.get(tagNameKey(t)) ?? []))].slice(0, TAGS_PER_LINK_MAX);
  // A password the source does not give back cannot be carried over: the link stays locked behind a
  // random one (never open to anyone) until the owner sets a new one; the mapping file says so.
  const password = link.password ?? (link.passwordProtected ? randomBytes(24).toString('base64url') : undefined);
  const url = (v: string | undefined) => (v ? (normalizeBulkUrl(v) ?? undefined) : undefined);
  const [ios, android, expiredUrl] = [url(link.ios), url(link.android), url(link.expiredUrl)];
  const utm = Object.fromEntries(Object.entries(link.utm ?? {}).filter(([, v]) => typeof v === 'string' && v.trim()));
  return {
    linkId: link.linkId,
    teamId: job.teamId,
    importId: job.importId,
    shortUrl: code,
    longUrl: target,
    title: link.title?.trim().slice(0, TITLE_MAX) || displayHost(target),
    createdAt: link.createdAt ?? job.createdAt,
    createdBy: job.createdBy,
    ...(domain ? { domain } : {}),
    ...(ids.length ? { tagIds: ids } : {}),
    ...(link.flags?.length ? { moderation: 'flagged' as const, screeningFlags: link.flags } : {}),
    redirects: { ...(ios ? { ios } : {}), ...(android ? { android } : {}) },
    utm,
    expiry: {
      // Kisa's expiry is a UTC day (expired at its end); the source's is an instant.
      ...(link.expiresAt ? { date: link.expiresAt.slice(0, 10) } : {}),
      ...(link.maxClicks ? { maxClicks: link.maxClicks } : {}),
      ...(expiredUrl ? { url: expiredUrl } : {}),
    },
    ...(password ? { passwordHash: await hashPassword(password) } : {}),
  };
}
