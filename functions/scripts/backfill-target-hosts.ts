/**
 * npm run backfill:target-hosts
 *
 * Indexes the links written before the target-host index (docs/DATA-MODEL.md
 * "Moderation"), so a blocklist entry also finds and disables them: one Scan of the table, each alias
 * item without the key updated (conditional: a link written meanwhile keeps its own). Safe to run
 * again (it skips indexed items). Run it once after deploying the index. In AWS, set TABLE_NAME
 * and AWS_REGION (stack outputs) and AWS credentials; locally, with `npm start` running, the
 * handler environment is read from <KISA_DATA_DIR or .data>/runtime.json.
 */
import { loadTableEnv, usage as printUsage } from './table-env.js';

const usage = (message?: string): never => printUsage('npm run backfill:target-hosts', message);

if (process.argv.length > 2) usage();
// config.ts validates the environment at import: fill it first, then import.
loadTableEnv();
const { indexTargetHosts } = await import('../src/data/links/index.js');
console.log(`Indexed ${await indexTargetHosts()} links by their target host.`);
