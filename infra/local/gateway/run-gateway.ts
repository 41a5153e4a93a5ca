/** Child-process entry of the gateway (see server.ts). */
import { arg, onShutdown, signalReady } from '../emulators/child-ipc.js';
import { createGateway } from './server.js';
import { parseTrustedProxies } from './trusted-proxies.js';

/*
 * Last resort. server.ts contains every request's errors to that request; these only log what
 * still escapes (a handler's floating promise, a timer's callback), and decide what is safe:
 * - a rejection nobody awaited interrupted nothing: the code around it ran to completion and
 *   every request keeps its own answer path, so the gateway logs it and keeps serving;
 * - an uncaught exception stopped synchronous code half-way, possibly mid-update of state
 *   every request shares (a group commit, a cache, a parser): serving on could answer from a
 *   corrupt state. The gateway logs it and exits; the supervisor (runtime.ts) starts a clean
 *   one within a second and says so.
 */
process.on('unhandledRejection', (reason) => {
  console.error('[gateway] unhandled promise rejection (logged; the gateway keeps serving):', reason);
});
process.on('uncaughtException', (err, origin) => {
  // origin 'unhandledRejection' here is this module's own top-level await failing: start-up.
  console.error(
    origin === 'unhandledRejection' ? '[gateway] could not start:' : '[gateway] uncaught exception; exiting so the supervisor starts a clean gateway:',
    err,
  );
  process.exit(1);
});

// The handlers' own environment (the gateway imports them in this process) holds the origin secret.
// TRUSTED_PROXIES comes as an argument, checked already by the runtime (runtime.ts).
const gateway = await createGateway({
  handlersDir: arg('handlers-dir'),
  webDist: arg('web-dist'),
  watchWebDist: true,
  originSecret: process.env.ORIGIN_SECRET,
  trustedProxies: parseTrustedProxies(arg('trusted-proxies')),
  // Any other Host is a team's branded domain.
  ownHosts: [process.env.APP_URL, process.env.SHORT_URL_BASE].flatMap((url) => (url && URL.canParse(url) ? [new URL(url).hostname] : [])),
  // Link preview images: served at /previews/… from the app's bucket, uploaded to it from the app's pages.
  ...(process.env.S3_ENDPOINT && process.env.PREVIEW_BUCKET
    ? {
        previewImages: {
          endpoint: process.env.S3_ENDPOINT,
          bucket: process.env.PREVIEW_BUCKET,
          region: process.env.AWS_REGION,
          credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local' },
        },
      }
    : {}),
});
// One line per unusable handler; the first failure's stack once (they usually share a cause).
for (const [i, problem] of gateway.problems.entries()) console.warn(`[gateway] ${i === 0 ? problem : problem.split('\n')[0]}`);
await new Promise<void>((resolve, reject) => {
  gateway.server.once('error', reject);
  gateway.server.listen(Number(arg('port')), arg('host'), resolve);
});
onShutdown(async () => {
  gateway.close();
  gateway.server.closeIdleConnections();
  await new Promise<void>((resolve) => {
    gateway.server.close(() => resolve());
    setTimeout(() => {
      gateway.server.closeAllConnections();
      resolve();
    }, 2_000).unref();
  });
});
signalReady();
