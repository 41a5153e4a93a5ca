/** The KMS stand-in (kms-stand-in.ts): GenerateDataKey and Decrypt over the data folder's key. */
import { keptSecretOf } from '../data-dir.js';
import { arg, onShutdown, signalReady } from './child-ipc.js';
import { createKmsStandIn } from './kms-stand-in.js';

const server = createKmsStandIn(Buffer.from(keptSecretOf(arg('key-file')), 'base64url'));
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(Number(arg('port')), arg('host'), () => resolve());
}).catch((error: Error) => {
  console.error(`The KMS stand-in could not listen on ${arg('host')}:${arg('port')}: ${error.message}`);
  process.exit(1);
});
onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve())));
signalReady();
