/** aws-ses-v2-local: SES v1/v2 API plus the mail outbox (web UI at /, JSON at /store), in memory. */
import { createRequire } from 'node:module';
import type sesServerType from 'aws-ses-v2-local';
import { arg, onShutdown, signalReady } from './child-ipc.js';

// A CommonJS module with `exports.default`: require it to get the function itself.
const sesServer = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: typeof sesServerType }).default;
const server = await sesServer({ host: arg('host'), port: Number(arg('port')) });
// Its promise resolves even when listening failed (Express 5 hands the error to the listen
// callback, which it ignores): never report ready without the port, or a restart onto a taken
// port would leave an SES that looks up and answers nothing.
if (!server.listening) {
  console.error(`aws-ses-v2-local could not listen on ${arg('host')}:${arg('port')} (EADDRINUSE: something else has the port?)`);
  process.exit(1);
}
onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve())));
signalReady();
