// What infra/local/test/global-setup.ts provides to every test file: `inject('runtime')`.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    runtime: {
      /** The gateway, e.g. http://localhost:PORT (also the short-link base). */
      appUrl: string;
      /** The mail outbox web UI. */
      outboxUrl: string;
      /** The SES emulator's base URL; its /store answers the sent mail as JSON (see mailbox.ts). */
      sesUrl: string;
      /** The handler configuration (TABLE_NAME, USER_POOL_ID, *_ENDPOINT, queue URLs, ...). */
      env: Record<string, string>;
      /** The loopback DNS server's zone: one JSON file per name (infra/local/test/dns-server.ts). */
      dnsZoneDir: string;
      /** That server's `ip:port` (the runtime's DNS_SERVERS). */
      dnsServer: string;
    };
  }
}
