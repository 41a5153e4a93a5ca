/// <reference path="../../../infra/local/test/runtime-context.d.ts" />
import { rmSync, writeFileSync } from 'node:fs';
import { zoneFile, type ZoneEntry } from '@kisa/infra/local/test/dns-server';
import { runtime } from './api.js';

/** The test DNS server's records (infra/local/test/dns-server.ts): what `name` answers from now on. */
export function publishDns(name: string, entry: ZoneEntry): void {
  const file = zoneFile(runtime().dnsZoneDir, name);
  if (!file) throw new Error(`expected a DNS name the test zone can hold, got ${JSON.stringify(name)}`);
  writeFileSync(file, JSON.stringify(entry));
}

/** `name` answers NXDOMAIN again. */
export function unpublishDns(name: string): void {
  const file = zoneFile(runtime().dnsZoneDir, name);
  if (file) rmSync(file, { force: true });
}
