/**
 * The test runtime's DNS server (infra/local/test/dns-server.ts, the runtime's DNS_SERVERS):
 * what a name answers, written into its zone — the records a branded domain's owner would
 * create at their DNS provider. The API tests' functions/src/test-support/dns.ts, for the e2e.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { zoneFile, type ZoneEntry } from '@kisa/infra/local/test/dns-server';
import { runtimeUrls } from './browser';

/** `name` answers `entry` (TXT, CNAME, A, AAAA) from now on. */
export function publishDns(name: string, entry: ZoneEntry): void {
  const file = zoneFile(runtimeUrls().runtime.dnsZoneDir, name);
  if (!file) throw new Error(`expected a DNS name the test zone can hold, got ${JSON.stringify(name)}`);
  writeFileSync(file, JSON.stringify(entry));
}

/** `name` answers NXDOMAIN again. */
export function unpublishDns(name: string): void {
  const file = zoneFile(runtimeUrls().runtime.dnsZoneDir, name);
  if (file) rmSync(file, { force: true });
}
