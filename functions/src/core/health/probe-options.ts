import { readFileSync } from 'node:fs';
import { config } from '#lib/config.js';
import { createDnsLookup } from '#lib/net/dns.js';
import type { ProbeOptions } from './probe-destination.js';

let ca: string | undefined;

/**
 * The probe options of a destination from the configuration: public addresses only, except for
 * hosts in HEALTH_ALLOW_HOSTS (tests' servers on loopback; never set in AWS); names resolved by
 * DNS_SERVERS when set (else the system's resolver); HEALTH_CA_FILE's CA trusted besides the
 * system's (tests' own, never set in AWS).
 */
export function probeOptionsFor(url: string): ProbeOptions {
  const settings = config.health();
  const options: ProbeOptions = { timeoutMs: settings.probeTimeoutMs };
  let host = '';
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    // safeFetch refuses it with its own reason.
  }
  if (settings.allowHosts.has(host)) options.isAllowedAddress = () => true;
  if (settings.dnsServers.length > 0) options.resolve = createDnsLookup(settings.dnsServers).addresses;
  if (settings.caFile) {
    ca ??= readFileSync(settings.caFile, 'utf8');
    options.ca = ca;
  }
  return options;
}
