/**
 * npm run backfill:target-hosts
 *
 * Indexes the links written before the target-host index (docs/DATA-MODEL.md "Links by target
 * host"), so a blocklist entry also finds and disables them: one Scan of the table, each alias
 * item without the key updated (conditional: a link written meanwhile keeps its own). Safe to run
 * again (it skips indexed items). Run it once after deploying the index. In AWS, set TABLE_NAME
 * and AWS_REGION (stack outputs) and AWS credentials; locally, with `npm start` running, the
 * handler environment is read from <KISA_DATA_DIR or .data>/runtime.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Same data directory rule as the local runtime (infra/local/paths.ts): KISA_DATA_DIR, else <repo>/.data.
const DATA_DIR = resolve(process.env.KISA_DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url)));
const RUNTIME_FILE = join(DATA_DIR, 'runtime.json');

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: npm run backfill:target-hosts');
  process.exit(2);
}

/** The runtime file's handler environment: `{env: {...}}` (or a flat object of variables). */
function runtimeEnv(): Record<string, string> {
  if (!existsSync(RUNTIME_FILE)) {
    console.error(`TABLE_NAME is not set and the local runtime is not running (no ${RUNTIME_FILE}).`);
    console.error('Start it with `npm start` in another terminal, or set TABLE_NAME and AWS_REGION to use AWS.');
    process.exit(1);
  }
  const parsed = JSON.parse(readFileSync(RUNTIME_FILE, 'utf8')) as { env?: Record<string, string> } & Record<string, unknown>;
  return parsed.env ?? (parsed as Record<string, string>);
}

if (process.argv.length > 2) usage();
// config.ts validates the environment at import: fill it first, then import.
if (!process.env.TABLE_NAME) Object.assign(process.env, runtimeEnv());
const { indexTargetHosts } = await import('../src/data/links/index.js');
console.log(`Indexed ${await indexTargetHosts()} links by their target host.`);
