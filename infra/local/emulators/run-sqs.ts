/**
 * fauxqs: SQS (JSON + query protocols) with every mutation written through to SQLite in
 * the data dir, so a queued click or bulk part survives a crash (`kill -9`) as it would in
 * SQS. Needs Node 22.5+ (`node:sqlite`), which the project's own Node provides.
 */
import { existsSync } from 'node:fs';
import { Server } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startFauxqs } from 'fauxqs';
import { arg, onShutdown, signalReady } from './child-ipc.js';

const dataDir = arg('data-dir');
releaseInFlight(join(dataDir, 'fauxqs.db'));

// fauxqs always listens on 0.0.0.0; like the other emulators, keep it on loopback.
const host = arg('host');
const listen = Server.prototype.listen;
Server.prototype.listen = function (this: Server, ...args: unknown[]) {
  const options = args[0];
  if (options && typeof options === 'object' && (options as { host?: string }).host === '0.0.0.0') (options as { host?: string }).host = host;
  return listen.apply(this, args as Parameters<typeof listen>);
} as typeof listen;

const server = await startFauxqs({ port: Number(arg('port')), logger: false, defaultRegion: 'us-east-1', dataDir });
onShutdown(() => server.stop());
signalReady();

/**
 * Messages a consumer had received when the runtime (or this emulator alone) died would stay
 * invisible until their visibility timeout ends (an hour for a bulk part), and their receipt
 * handles do not survive a restart, so no consumer can delete them any more: end every
 * visibility timeout before fauxqs loads its state (it then treats them as visible). A poller
 * still working on one when SQS restarted alone gets it again; the workers count nothing twice.
 * This touches fauxqs's own schema, hence the check that it is the expected one.
 */
function releaseInFlight(dbFile: string): void {
  if (!existsSync(dbFile)) return;
  const db = new DatabaseSync(dbFile);
  try {
    const columns = db
      .prepare("SELECT name FROM pragma_table_info('sqs_messages')")
      .all()
      .map((c) => c.name);
    if (!columns.includes('visibility_deadline'))
      throw new Error(`fauxqs's schema changed (sqs_messages: ${columns.join(', ')}); update releaseInFlight in ${import.meta.filename}`);
    db.prepare('UPDATE sqs_messages SET visibility_deadline = 1 WHERE visibility_deadline IS NOT NULL').run();
  } finally {
    db.close();
  }
}
