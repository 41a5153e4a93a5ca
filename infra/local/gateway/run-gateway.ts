/** Child-process entry of the gateway (see server.ts). */
import { arg, onShutdown, signalReady } from '../emulators/child-ipc.js';
import { createGateway } from './server.js';
import { parseTrustedProxies } from './trusted-proxies.js';

// The handlers' own environment (the gateway imports them in this process) holds the origin secret.
// TRUSTED_PROXIES comes as an argument, checked already by the runtime (runtime.ts).
const gateway = await createGateway({
  handlersDir: arg('handlers-dir'),
  webDist: arg('web-dist'),
  watchWebDist: true,
  originSecret: process.env.ORIGIN_SECRET,
  trustedProxies: parseTrustedProxies(arg('trusted-proxies')),
});
// One line per unusable handler; the first failure's stack once (they usually share a cause).
gateway.problems.forEach((problem, i) => console.warn(`[gateway] ${i === 0 ? problem : problem.split('\n')[0]}`));
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
