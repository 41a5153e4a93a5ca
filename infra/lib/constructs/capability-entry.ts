import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { capabilityEntrySource, type Capability } from '@kisa/functions/src/capabilities';
import { REPO_ROOT, handlerId } from './kisa-function';

/** Where generated capability entries go (inside the repository, so esbuild resolves as for any source file; ignored by git). */
export const CAPABILITY_ENTRY_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'kisa-capabilities');

/** `api-keys` → `ApiKeysApi`: the construct id of a capability's function (logical ids `Http<Id>…`). */
export const capabilityFunctionId = (capability: string): string => `${handlerId(capability)}Api`;

/**
 * Writes the capability's Lambda entry (functions/src/capabilities.ts capabilityEntrySource) and
 * returns its path. Named by a hash of its content, written to a temporary name and renamed: two
 * synths at once (parallel tests, one with an extra route) never read each other's half-written
 * file. The bundle's asset hash is its output's, so the file's name never reaches the template.
 */
export function writeCapabilityEntry(capability: Capability): string {
  const source = capabilityEntrySource(capability, path.join(REPO_ROOT, 'functions', 'src', 'handlers') + path.sep);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const file = path.join(CAPABILITY_ENTRY_DIR, `${capability.name}-${hash}.ts`);
  if (existsSync(file)) return file;
  mkdirSync(CAPABILITY_ENTRY_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, source);
  renameSync(temporary, file);
  return file;
}
