import type { ImportJob } from '@kisa/shared';
import { listTeamImports } from '#data/imports/imports-repo.js';
import type { Caller } from '../accounts/caller.js';
import { getTeamImport } from './import-access.js';
import { toImportJob } from './import-view.js';

/** The team's imports, newest first (the last 50). */
export async function listImports(caller: Caller): Promise<{ items: ImportJob[] }> {
  return { items: await Promise.all((await listTeamImports(caller.teamId)).map(toImportJob)) };
}

/** One import of the caller's team. */
export async function getImport(caller: Caller, importId: string): Promise<ImportJob> {
  return toImportJob(await getTeamImport(caller, importId));
}
