/**
 * cognito-local. It reads PORT/HOST from env when its modules load (the supervisor sets
 * them for this process) and keeps its data in <cwd>/.cognito, so cwd is under the data dir.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { onShutdown, signalReady } from './child-ipc.js';

// cognito-local's default config makes every new pool use e-mail usernames; Kisa's pool
// (like the CDK one) uses plain usernames (our user ids). Its config lives in .cognito/config.json.
const configFile = join(process.cwd(), '.cognito', 'config.json');
mkdirSync(dirname(configFile), { recursive: true });
const config = existsSync(configFile) ? (JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, Record<string, unknown>>) : {};
config.UserPoolDefaults = { ...config.UserPoolDefaults, UsernameAttributes: [] };
writeFileSync(configFile, JSON.stringify(config, null, 2));

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
