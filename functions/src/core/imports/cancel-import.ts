import { IMPORT_MSG, type ImportJob } from '@kisa/shared';
import { dropImportToken, updateImportJob } from '#data/imports/imports-repo.js';
import { conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { getTeamImport } from './import-access.js';
import { toImportJob } from './import-view.js';

/** A team owner stops an import: its steps still queued are dropped; links written so far stay; the token goes. */
export async function cancelImport(caller: Caller, importId: string): Promise<ImportJob> {
  requireScope(caller, 'imports:write');
  const job = await getTeamImport(caller, importId);
  const cancelled = await updateImportJob(importId, { fields: { status: 'cancelled', waitingUntil: undefined } }, ['fetching', 'ready', 'importing']);
  if (!cancelled) throw conflict(IMPORT_MSG.finished);
  await dropImportToken(importId);
  const { waitingUntil: _waiting, ...rest } = job;
  return toImportJob({ ...rest, status: 'cancelled' });
}
