/** Child-process entry of the gateway (see server.ts). */
import { arg, onShutdown, signalReady } from '../emulators/child-ipc.js';
import { createGateway } from './server.js';

const gateway = await createGateway({ handlersDir: arg('handlers-dir'), webDist: arg('web-dist'), watchWebDist: true });
for (const problem of gateway.problems) console.warn(`[gateway] ${problem}`);
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
