/**
 * `kisa import` options → the create and start bodies. Checked here what the API would refuse
 * anyway (a missing token, file or API URL), so the mistake costs no request; hosts given in
 * Unicode are sent in ASCII, as the preview names them.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { domainToASCII } from 'node:url';
import { IMPORT_FILE_MAX_BYTES, IMPORT_MSG, IMPORT_SOURCE_INFO, IMPORT_SOURCES, type ImportSourceId } from '@kisa/shared';
import { InvalidArgumentError } from 'commander';
import type { CreateImportInput, ImportDomainChoice, StartImportInput } from '#client/types.js';
import { UsageError } from './exit-codes.js';

/** Where a token comes from when --token is not given (a token in argv lands in shell history). */
export const TOKEN_ENV = 'KISA_IMPORT_TOKEN';

export interface StartOptions {
  conflicts?: StartImportInput['conflicts'];
  keep?: string[];
  move?: string[];
  skipDomain?: string[];
}

export interface ImportOptions extends StartOptions {
  token?: string;
  apiUrl?: string;
  file?: string;
  domain?: string;
  platformDomain?: boolean;
  history: boolean;
}

export function importSource(value: string): ImportSourceId {
  const source = value.toLowerCase().replace(/[.\s-]/g, '');
  if (!(IMPORT_SOURCES as readonly string[]).includes(source)) throw new InvalidArgumentError(`expected one of ${IMPORT_SOURCES.join(', ')}`);
  return source as ImportSourceId;
}

export function conflictChoice(value: string): NonNullable<StartImportInput['conflicts']> {
  if (value === 'skip') return 'skip';
  if (value === 'new-code' || value === 'newCode') return 'newCode';
  throw new InvalidArgumentError('expected skip or new-code');
}

/** POST /api/imports's body from the options (the file read here; the token from the environment unless given). */
export async function createBody(source: ImportSourceId, opts: ImportOptions, env: NodeJS.ProcessEnv = process.env): Promise<CreateImportInput> {
  if (opts.domain !== undefined && opts.platformDomain) throw new UsageError('Give --domain or --platform-domain, not both');
  const domain = opts.platformDomain ? { domain: null } : opts.domain !== undefined ? { domain: opts.domain } : {};
  const common = { source, history: opts.history, ...domain };
  if (source === 'file') {
    if (!opts.file) throw new UsageError(`${IMPORT_MSG.fileRequired}: --file <path>`);
    return { ...common, file: await readImportFile(opts.file) };
  }
  if (opts.file) throw new UsageError(`--file is for the file source; ${IMPORT_SOURCE_INFO[source].name} is read through its API`);
  const token = opts.token ?? env[TOKEN_ENV];
  if (!token?.trim()) throw new UsageError(`${IMPORT_MSG.tokenRequired}: set ${TOKEN_ENV} (or --token)`);
  if (IMPORT_SOURCE_INFO[source].apiUrl === null && !opts.apiUrl) throw new UsageError(`${IMPORT_MSG.apiUrlRequired}: --api-url <url>`);
  return { ...common, token, ...(opts.apiUrl ? { apiUrl: opts.apiUrl } : {}) };
}

/** POST /api/imports/{id}/start's body: the conflict choice and a choice per source domain named. */
export function startBody(opts: StartOptions): StartImportInput {
  const domains: ImportDomainChoice[] = [
    ...(opts.keep ?? []).map((host) => ({ host: asciiHost(host), action: 'keep' as const })),
    ...(opts.move ?? []).map(moveChoice),
    ...(opts.skipDomain ?? []).map((host) => ({ host: asciiHost(host), action: 'skip' as const })),
  ];
  const named = domains.map((d) => d.host);
  const twice = named.find((host, i) => named.indexOf(host) !== i);
  if (twice) throw new UsageError(`${twice} is given more than one choice`);
  return { ...(opts.conflicts ? { conflicts: opts.conflicts } : {}), ...(domains.length ? { domains } : {}) };
}

/** `<host>=<to>`: onto one of the team's domains; `<host>=` onto the platform's. */
function moveChoice(value: string): ImportDomainChoice {
  const at = value.indexOf('=');
  if (at < 1) throw new UsageError(`--move ${value}: expected <host>=<your domain> (or <host>= for the platform's domain)`);
  const to = value.slice(at + 1).trim();
  return { host: asciiHost(value.slice(0, at)), action: 'move', to: to || null };
}

function asciiHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  return domainToASCII(trimmed) || trimmed;
}

async function readImportFile(path: string): Promise<{ name: string; content: string }> {
  try {
    if ((await stat(path)).size > IMPORT_FILE_MAX_BYTES) throw new UsageError(`${path}: ${IMPORT_MSG.fileTooLarge}`);
    return { name: basename(path), content: (await readFile(path, 'utf8')).replace(/^\uFEFF/, '') };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
}
