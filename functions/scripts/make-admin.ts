/**
 * npm run make-admin -- user@example.com [--revoke]
 *
 * Grants (or revokes) the platform admin role. In AWS, set TABLE_NAME and AWS_REGION
 * (stack outputs) and AWS credentials. Locally, with `npm start` running, the handler
 * environment is read from <KISA_DATA_DIR or .data>/runtime.json, which the local runtime writes.
 */
import { loadTableEnv, usage as printUsage } from './table-env.js';

const usage = (message?: string): never => printUsage('npm run make-admin -- <email> [--revoke]', message);

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const emails = args.filter((a) => !a.startsWith('--'));
if (emails.length !== 1 || args.some((a) => a.startsWith('--') && a !== '--revoke')) usage();
const email = emails[0]!;

// The environment must be complete before config.ts loads (it validates at import),
// hence the dynamic imports below. This launcher is the one place outside config.ts
// that touches process.env, and only to feed it.
loadTableEnv();

const { setPlatformRole } = await import('../src/core/accounts/set-platform-role.js');
const { AppError } = await import('../src/lib/errors.js');
try {
  const user = await setPlatformRole(email, revoke ? 'user' : 'admin');
  console.log(revoke ? `${user.email} is no longer an admin.` : `${user.email} is now an admin. Sign in again to see the admin area.`);
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'ResourceNotFoundException' || /ECONNREFUSED|fetch failed/.test(String((error as Error)?.message ?? error))) {
    console.error('Could not reach the table. Is the local runtime (npm start) still running, or are TABLE_NAME/AWS_REGION right?');
    process.exit(1);
  }
  throw error;
}
