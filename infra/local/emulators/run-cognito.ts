/**
 * cognito-local. It reads PORT/HOST from env when its modules load (the supervisor sets
 * them for this process) and keeps its data in <cwd>/.cognito, so cwd is under the data dir.
 */
import { createRequire } from 'node:module';
import { onShutdown, signalReady } from './child-ipc.js';

const require = createRequire(import.meta.url);
// pino is cognito-local's own logger dependency; resolve it from there.
const fromCognito = createRequire(require.resolve('cognito-local'));
const pino = fromCognito('pino') as (opts: { level: string }) => unknown;
const { createDefaultServer } = require('cognito-local/lib/server') as {
  createDefaultServer(logger: unknown): Promise<{ start(): Promise<import('node:net').Server> }>;
};

const server = await (await createDefaultServer(pino({ level: process.env.DEBUG ? 'debug' : 'warn' }))).start();
onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve())));
signalReady();
