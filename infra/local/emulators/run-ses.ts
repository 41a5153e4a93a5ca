/** aws-ses-v2-local: SES v1/v2 API plus the mail outbox (web UI at /, JSON at /store), in memory. */
import { createRequire } from 'node:module';
import type sesServerType from 'aws-ses-v2-local';
import { arg, onShutdown, signalReady } from './child-ipc.js';

// A CommonJS module with `exports.default`: require it to get the function itself.
const sesServer = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: typeof sesServerType }).default;
const server = await sesServer({ host: arg('host'), port: Number(arg('port')) });
onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve())));
signalReady();
