/**
 * The environment of a maintenance script (make-admin, backfill-target-hosts): in AWS, TABLE_NAME
 * and AWS_REGION (stack outputs) and AWS credentials are set by the caller; locally, with
 * `npm start` running, the handler environment is read from <KISA_DATA_DIR or .data>/runtime.json,
 * which the local runtime writes. config.ts validates the environment at import, so a script calls
 * this first and imports the functions code dynamically afterwards — the one place outside
 * config.ts that touches process.env, and only to feed it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Same data directory rule as the local runtime (infra/local/paths.ts): KISA_DATA_DIR, else <repo>/.data.
const DATA_DIR = resolve(process.env.KISA_DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url)));
const RUNTIME_FILE = join(DATA_DIR, 'runtime.json');

export function loadTableEnv(): void {
  if (process.env.TABLE_NAME) return;
  if (!existsSync(RUNTIME_FILE)) {
    console.error(`TABLE_NAME is not set and the local runtime is not running (no ${RUNTIME_FILE}).`);
    console.error('Start it with `npm start` in another terminal, or set TABLE_NAME and AWS_REGION to use AWS.');
    process.exit(1);
  }
  // `{env: {...}}`, or a flat object of variables.
  const parsed = JSON.parse(readFileSync(RUNTIME_FILE, 'utf8')) as { env?: Record<string, string> } & Record<string, unknown>;
  Object.assign(process.env, parsed.env ?? (parsed as Record<string, string>));
}

export function usage(line: string, message?: string): never {
  if (message) console.error(message);
  console.error(`Usage: ${line}`);
  process.exit(2);
}
