import { DOMAINS_PER_TEAM_MAX, IMPORT_SKIP_REASONS, tagNameKey } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { addTeamDomain, getDomainClaim, getTeamDomain, listTeamDomains } from '#data/domains/domains-repo.js';
import type { DomainChoice } from '#data/imports/import-job-item.js';
import { getImportJob, readPageSummaries, updateImportJob } from '#data/imports/imports-repo.js';
import { logger } from '#lib/logger.js';
import { verifyDomain } from '../domains/verify-domain.js';
import { sourceContextOf } from './source-context.js';
import { isSharedHost } from './stage-links.js';

/**
 * The preview, once every page is read: the source's domains with what happens to them by
 * default (a shared one's links move to the import's domain; a branded one is kept — added to the
 * team's domains, to be verified by its TXT record before its CNAME moves), the distinct tags,
 * and status `ready`. A branded domain another team holds, or one past the team's limit, moves too.
 */
export async function finishReading(importId: string): Promise<void> {
  const job = await getImportJob(importId);
  if (job?.status !== 'fetching') return;
  const ctx = await sourceContextOf(job);
  const summaries = await readPageSummaries(importId);
  const counts = new Map<string, number>();
  const tags = new Set<string>();
  for (const summary of summaries) {
    for (const { host, links } of summary.domains) counts.set(host, (counts.get(host) ?? 0) + links);
    for (const name of summary.tagNames) tags.add(tagNameKey(name));
  }
  const domains: DomainChoice[] = [];
  for (const [host, links] of [...counts].sort((a, b) => b[1] - a[1])) {
    const shared = isSharedHost(job, ctx, host);
    const kept = shared ? null : await keepDomain(job.teamId, host);
    domains.push(
      kept === 'kept'
        ? { host, shared, links, action: 'keep', to: null }
        : { host, shared, links, action: 'move', to: job.targetDomain, ...(kept ? { problem: kept } : {}) },
    );
  }
  await updateImportJob(importId, { fields: { status: 'ready', domains, tags: tags.size } }, ['fetching']);
}

/**
 * Adds the source's branded domain to the team (pending, verified by its TXT record alone) and
 * checks its records once at once: 'kept', or why it cannot be (another team's, the team's limit).
 */
async function keepDomain(teamId: string, host: string): Promise<'kept' | string> {
  const claim = await getDomainClaim(host);
  if (claim && claim.teamId !== teamId) return IMPORT_SKIP_REASONS.domainClaimed;
  let domain = await getTeamDomain(teamId, host);
  if (!domain) {
    if ((await listTeamDomains(teamId)).length >= DOMAINS_PER_TEAM_MAX) return `The team has ${DOMAINS_PER_TEAM_MAX} domains already`;
    await addTeamDomain({ teamId, host, token: randomBytes(16).toString('hex'), createdAt: new Date().toISOString(), ownershipFirst: true });
    domain = await getTeamDomain(teamId, host);
    if (!domain) return 'kept';
  }
  try {
    await verifyDomain(domain);
  } catch (error) {
    logger.warn('Import: checking a kept domain failed', { host, teamId, error: error as Error });
  }
  return 'kept';
}
