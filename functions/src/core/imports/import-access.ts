import { IMPORT_MSG } from '@kisa/shared';
import type { ImportJobRecord } from '#data/imports/import-job-item.js';
import { getImportJob } from '#data/imports/imports-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';

/** The caller's team's import, or 404 (another team's answers the same as none). */
export async function getTeamImport(caller: Caller, importId: string): Promise<ImportJobRecord> {
  const job = await getImportJob(importId);
  if (!job || job.teamId !== caller.teamId) throw notFound(IMPORT_MSG.notFound);
  return job;
}
