/**
 * A small site of the test's own — a link's destination, an attacker's pages — on a free port
 * of this machine, running for the test file: started before its tests, stopped after them.
 * Call it once, at the top of the file. `hostName` decides which site the browser takes it for:
 * 'localhost' is the app's site on another origin (cookies that are SameSite=Lax ride along),
 * '127.0.0.1' another site altogether.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export function useLocalSite(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  hostName: 'localhost' | '127.0.0.1' = '127.0.0.1',
): { readonly origin: string } {
  let server: Server | undefined;
  let origin: string | undefined;
  beforeAll(async () => {
    const started = createServer(handle);
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    server = started;
    origin = `http://${hostName}:${(started.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  });
  return {
    get origin() {
      if (!origin)
        throw new Error(
          'expected the local site to be running: useLocalSite() starts it in a beforeAll, so read its origin in tests or in hooks declared after it',
        );
      return origin;
    },
  };
}
