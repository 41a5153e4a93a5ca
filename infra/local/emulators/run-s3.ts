/** s3rver: S3 on disk (objects under <dir>/<bucket>/<key>._S3rver_object). */
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { arg, onShutdown, signalReady } from './child-ipc.js';

// s3rver only knows the key pair S3RVER/S3RVER; the runtime's credentials are local/local.
const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account') as {
  DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
};
DUMMY_ACCOUNT.createKeyPair('local', 'local');

const directory = arg('directory');
mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: arg('host'),
  port: Number(arg('port')),
  directory,
  silent: true,
  // Path-style only: bucket names must not be read from the Host header of 127.0.0.1 URLs.
  vhostBuckets: false,
});
await server.run();
onShutdown(() => server.close());
signalReady();
