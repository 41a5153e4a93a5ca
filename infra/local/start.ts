/**
 * `npm start`: the supervisor. Boots the local runtime (emulators, bootstrap, gateway,
 * pollers), prints where things are, and on Ctrl-C/SIGTERM stops every child. A child that
 * crashes is restarted by the runtime (runtime.ts says how); if it gives up, every process is
 * stopped already and this one exits non-zero.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startRuntime, RuntimeStartError } from './runtime.js';
import { dataPaths, resolveDataDir } from './paths.js';
import { javaProblem } from './check-java.js';

const dataDir = resolveDataDir();
let runtime: Awaited<ReturnType<typeof startRuntime>> | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (runtime) {
      process.stdout.write('\nStopping Kisa... ');
      await runtime.stop();
      process.stdout.write('stopped.\n');
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

// Before anything else, so a missing Java is one line, not a failed start-up.
const java = javaProblem();
if (java) {
  console.error(java);
  process.exit(1);
}

const started = Date.now();
try {
  console.log('Starting Kisa (DynamoDB Local, S3, SQS, Cognito, SES, gateway)...');
  runtime = await startRuntime({
    dataDir,
    // The runtime has printed why and stopped every process; only the exit is left.
    onFatal: () => {
      stopping = true;
      console.error('Kisa stopped.');
      process.exit(1);
    },
  });
} catch (err) {
  // Start-up problems the user can fix get one line; anything else gets the stack.
  console.error(err instanceof RuntimeStartError ? err.message : err);
  process.exit(1);
}
if (stopping) await shutdown(0);

const r = runtime!;
const logs = dataPaths(r.dataDir).logs;
// One per process, each begun by a line for every start (`[kisa] <time> starting <name>`).
const logFiles = r
  .processes()
  .map((p) => `${p.name}.log`)
  .filter((file) => existsSync(join(logs, file)));
console.log(`
  Kisa is running (${((Date.now() - started) / 1000).toFixed(1)} s)

  App          ${r.appUrl}
  Mail outbox  ${r.outboxUrl}
  Data         ${r.dataDir}  (npm run wipe to reset)
  Emulators    DynamoDB ${r.env.DYNAMODB_ENDPOINT}  S3 ${r.env.S3_ENDPOINT}  SQS ${r.env.SQS_ENDPOINT}
               Cognito ${r.env.COGNITO_ENDPOINT}  SES ${r.env.SES_ENDPOINT}  KMS ${r.env.KMS_ENDPOINT}
  Logs         ${logs}/  (${logFiles.join(', ')})
               gateway and pollers output is shown here too; emulators write only to their log

  Ctrl-C to stop.
`);
