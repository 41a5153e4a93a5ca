/**
 * npm run backfill:link-health [-- --over-hours N]
 *
 * Schedules the first destination check of links written before destination health (docs/DATA-MODEL.md
 * "Destination health"): one Scan of the table, each alias item without a due key given one,
 * spread over the next N hours (default 24) so the checks do not all land in one pass. Safe to run
 * again (it skips scheduled items). Run it once after deploying. In AWS, set TABLE_NAME and
 * AWS_REGION (stack outputs) and AWS credentials; locally, with `npm start` running, the handler
 * environment is read from <KISA_DATA_DIR or .data>/runtime.json.
 */
import { loadTableEnv, usage as printUsage } from './table-env.js';

const usage = (message?: string): never => printUsage('npm run backfill:link-health [-- --over-hours N]', message);

const args = process.argv.slice(2);
let hours = 24;
if (args.length > 0) {
  if (args.length !== 2 || args[0] !== '--over-hours' || !/^\d{1,3}$/.test(args[1]!)) usage();
  hours = Number(args[1]);
}
// config.ts validates the environment at import: fill it first, then import.
loadTableEnv();
const { backfillHealthDue } = await import('../src/data/links/index.js');
const scheduled = await backfillHealthDue(new Date(), hours * 3_600_000);
console.log(
  `Scheduled the first destination check of ${scheduled} link${scheduled === 1 ? '' : 's'}, spread over the next ${hours} hour${hours === 1 ? '' : 's'}.`,
);
