import { IMPORT_MSG, type ImportJob, type StartImportInput } from '@kisa/shared';
import { getTeamDomain } from '#data/domains/domains-repo.js';
import type { DomainChoice } from '#data/imports/import-job-item.js';
import { listTeamImports, updateImportJob, useImportToken } from '#data/imports/imports-repo.js';
import { sendImportMessage } from '#data/imports/import-queue.js';
import { badRequest, conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { verifyDomain } from '../domains/verify-domain.js';
import { linkDomainOf } from '../links/link-domain.js';
import { requireScope } from '../accounts/require-scope.js';
import { getTeamImport } from './import-access.js';
import { toImportJob } from './import-view.js';

/**
 * A team owner starts writing a previewed import: the domain choices (a kept domain's TXT record
 * is checked again now and must be there: its links then answer on Kisa before its CNAME moves)
 * and what to do with taken codes. The worker writes page 1 on.
 */
export async function startImport(caller: Caller, importId: string, input: StartImportInput): Promise<ImportJob> {
  requireScope(caller, 'imports:write');
  const job = await getTeamImport(caller, importId);
  if (job.status === 'fetching') throw conflict(IMPORT_MSG.notReady);
  if (job.status !== 'ready') throw conflict(job.status === 'importing' ? IMPORT_MSG.alreadyStarted : IMPORT_MSG.finished);
  if ((await listTeamImports(caller.teamId, 20)).some((j) => j.status === 'importing')) throw conflict(IMPORT_MSG.running);
  // The history is read with the token: a preview left longer than the token is kept starts again.
  if (job.history && job.source !== 'file' && (await useImportToken(importId)) === null) throw conflict(IMPORT_MSG.tokenExpired);
  const domains = new Map(job.domains.map((d) => [d.host, { ...d }]));
  for (const choice of input.domains ?? []) {
    const domain = domains.get(choice.host.toLowerCase());
    if (!domain) throw badRequest(IMPORT_MSG.domainUnknown);
    if (choice.action === 'keep' && (domain.shared || domain.problem)) throw badRequest(domain.problem ?? IMPORT_MSG.domainShared);
    const to = choice.action === 'move' ? ((await linkDomainOf(caller, choice.to)) ?? null) : null;
    Object.assign(domain, { action: choice.action, to });
  }
  for (const domain of domains.values()) if (domain.action === 'keep') await requireOwnership(caller.teamId, domain);
  const started = await updateImportJob(importId, { fields: { status: 'importing', conflicts: input.conflicts, domains: [...domains.values()] } }, ['ready']);
  if (!started) throw conflict(IMPORT_MSG.alreadyStarted);
  await sendImportMessage({ kind: 'write', importId, page: 1 });
  return toImportJob({ ...job, status: 'importing', conflicts: input.conflicts, domains: [...domains.values()] });
}

/** A kept domain must be the team's with its TXT record found (checked again now if not yet). */
async function requireOwnership(teamId: string, choice: DomainChoice): Promise<void> {
  let domain = await getTeamDomain(teamId, choice.host);
  if (domain && domain.status !== 'verified') domain = await verifyDomain(domain);
  if (domain?.status !== 'verified') throw conflict(`${IMPORT_MSG.domainNotVerified} (${choice.host})`);
}
