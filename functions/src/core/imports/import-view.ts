import { IMPORT_SKIP_REASONS, IMPORT_SOURCE_INFO, type ImportDomain, type ImportJob, type ImportSkipReason } from '@kisa/shared';
import { listTeamDomains } from '#data/domains/domains-repo.js';
import type { ImportJobRecord } from '#data/imports/import-job-item.js';
import { config } from '#lib/config.js';
import { toDomain } from '../domains/domain-view.js';

/** The import as the API answers it: progress, the preview's counts and domains (with their DNS records when kept), the report once done. */
export async function toImportJob(job: ImportJobRecord): Promise<ImportJob> {
  const kept = job.domains.some((d) => d.action === 'keep');
  const teamDomains = kept ? new Map((await listTeamDomains(job.teamId)).map((d) => [d.host, d])) : new Map();
  const cnameTarget = config.domains().cnameTarget;
  const domains: ImportDomain[] = job.domains.map((d) => {
    const domain = d.action === 'keep' ? teamDomains.get(d.host) : undefined;
    const view = domain ? toDomain(domain, cnameTarget) : undefined;
    return {
      host: d.host,
      shared: d.shared,
      links: d.links,
      action: d.action,
      to: d.action === 'move' ? d.to : null,
      status: view?.status ?? null,
      ownershipVerified: domain?.txtFound === true && view?.status !== 'pending',
      records: view?.records ?? [],
      ...(d.problem ? { problem: d.problem } : {}),
    };
  });
  const problems = job.codeTaken + job.invalidCode + job.invalidTarget + job.blockedTarget + job.duplicate;
  const skippedDomains = job.domains.filter((d) => d.action === 'skip').reduce((n, d) => n + d.links, 0);
  const done = job.written + job.alreadyImported + job.skipped;
  const phase =
    job.status === 'fetching' ? 'reading' : job.status === 'importing' ? (done < job.read ? 'links' : 'history') : job.status === 'done' ? 'done' : 'reading';
  return {
    id: job.importId,
    source: job.source,
    sourceName: IMPORT_SOURCE_INFO[job.source].name,
    apiUrl: job.apiUrl,
    status: job.status,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    createdBy: job.createdBy,
    history: job.history,
    conflicts: job.conflicts,
    progress: {
      phase,
      read: job.read,
      written: job.written + job.alreadyImported,
      skipped: job.skipped,
      historyLinks: job.historyLinks,
      percent: percentOf(job, phase),
    },
    ...(job.waitingUntil ? { waitingUntil: job.waitingUntil } : {}),
    counts: {
      links: job.read,
      importable: Math.max(0, job.read - problems - skippedDomains),
      tags: job.tags,
      codeTaken: job.codeTaken,
      invalidCode: job.invalidCode,
      invalidTarget: job.invalidTarget,
      blockedTarget: job.blockedTarget,
      duplicate: job.duplicate,
    },
    domains,
    report:
      job.status === 'done' || job.status === 'cancelled' || job.status === 'failed'
        ? {
            imported: job.written,
            alreadyImported: job.alreadyImported,
            newCodes: job.newCodes,
            clicks: job.clicks,
            skipped: Object.entries(job.skippedBy)
              .filter(([reason, count]) => reason in IMPORT_SKIP_REASONS && count > 0)
              .map(([reason, count]) => ({ reason: reason as ImportSkipReason, message: IMPORT_SKIP_REASONS[reason as ImportSkipReason], count })),
          }
        : null,
    ...(job.error ? { error: job.error } : {}),
  };
}

/** Of the whole run: reading up to the preview; then the links (and their history, when asked) to the end. */
function percentOf(job: ImportJobRecord, phase: ImportJob['progress']['phase']): number {
  const share = (n: number, of: number) => (of > 0 ? Math.min(100, (100 * n) / of) : 0);
  if (job.status === 'done' || job.status === 'ready') return 100;
  if (phase === 'reading') return job.sourceTotal ? Math.floor(share(job.read, job.sourceTotal)) : 0;
  const linksShare = share(job.written + job.alreadyImported + job.skipped, job.read);
  if (!job.history) return Math.floor(linksShare);
  return Math.floor(linksShare / 2 + share(job.historyLinks, job.written) / 2);
}
