import { IMPORT_MSG, type CreateImportInput, type ImportJob } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { importFileKey, putImportObject } from '#data/imports/import-files.js';
import type { ImportJobRecord } from '#data/imports/import-job-item.js';
import { createImportJob, listTeamImports, putImportToken } from '#data/imports/imports-repo.js';
import { sendImportMessage } from '#data/imports/import-queue.js';
import { badRequest, conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { linkDomainOf } from '../links/link-domain.js';
import { requireScope } from '../accounts/require-scope.js';
import { toImportJob } from './import-view.js';
import { FileUnreadableError, readImportFile } from './sources/file.js';

/**
 * A team owner starts an import: the source's token (kept for the run only) or the file (checked
 * here, stored beside the run's pages), the domain for links on the source's shared domains, and
 * whether to bring history. The worker reads the source from page 1; one import runs per team.
 */
export async function createImport(caller: Caller, input: CreateImportInput): Promise<ImportJob> {
  requireScope(caller, 'imports:write');
  const targetDomain = (await linkDomainOf(caller, input.domain)) ?? null;
  const importId = randomUUID();
  let fileKey: string | undefined;
  // What is wrong with the request itself is said first (a bad file is a bad file, whatever runs).
  if (input.source === 'file') {
    try {
      readImportFile(input.file!.content);
    } catch (error) {
      if (error instanceof FileUnreadableError) throw badRequest(error.message, [{ pointer: '/file/content', detail: error.message, code: 'invalid' }]);
      throw error;
    }
  }
  const running = (await listTeamImports(caller.teamId, 20)).some((j) => j.status === 'fetching' || j.status === 'importing');
  if (running) throw conflict(IMPORT_MSG.running);
  if (input.source === 'file') {
    fileKey = importFileKey(caller.teamId, importId);
    await putImportObject(fileKey, input.file!.content, 'text/plain; charset=utf-8');
  }
  const now = new Date().toISOString();
  const job: ImportJobRecord = {
    importId,
    teamId: caller.teamId,
    source: input.source,
    apiUrl: input.source === 'file' ? null : (input.apiUrl ?? null),
    ...(fileKey ? { fileKey } : {}),
    status: 'fetching',
    createdAt: now,
    updatedAt: now,
    createdBy: { id: caller.id, name: caller.name },
    history: input.history,
    targetDomain,
    conflicts: 'skip',
    pages: 0,
    tags: 0,
    domains: [],
    skippedBy: {},
    read: 0,
    unreadable: 0,
    codeTaken: 0,
    invalidCode: 0,
    invalidTarget: 0,
    blockedTarget: 0,
    duplicate: 0,
    written: 0,
    alreadyImported: 0,
    newCodes: 0,
    skipped: 0,
    historyLinks: 0,
    clicks: 0,
  };
  if (input.token && input.source !== 'file') await putImportToken(importId, input.token);
  await createImportJob(job);
  await sendImportMessage({ kind: 'read', importId, page: 1, cursor: null });
  return toImportJob(job);
}
