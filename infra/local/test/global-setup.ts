/**
 * Vitest global setup: ONE local runtime for the whole test run, on free ports with a
 * fresh data dir, available in tests as `inject('runtime')`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreeBasePort } from '../ports.js';
import { startRuntime } from '../runtime.js';
import { startDnsServer } from './dns-server.js';

/**
 * The whole suite signs up and signs in from 127.0.0.1: its per-IP rate limits (sign-ups
 * per hour, …) would refuse most of it. The handlers read this once (functions/src/lib/config.ts;
 * the runtime passes the parent's environment on); per-e-mail and per-link limits still apply,
 * and the rate-limit tests send from other loopback addresses (127.0.0.2 and up), which
 * meet the real per-IP limits.
 */
export const TEST_EXEMPT_IPS = '127.0.0.1';

/**
 * The test runtime's TRUSTED_PROXIES: requests from this range play a reverse proxy whose
 * X-Forwarded-For names the visitor (infra/local/gateway/forwarded-visitors.test.ts). No other
 * test sends from it (freshAddress() never picks 127.0.x.x), and without the header a proxy's
 * request is its own, so nothing else changes.
 */
export const TEST_TRUSTED_PROXIES = '127.0.13.0/24';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.RATE_LIMIT_EXEMPT_IPS = TEST_EXEMPT_IPS;
  // The suites' own target servers listen on loopback: links to them are not suspicious here.
  process.env.SCREENING_TRUSTED_HOSTS = '127.0.0.1';
  // Webhook tests deliver to receivers on loopback, and their retries wait 1 s, not 5 s.
  process.env.WEBHOOK_ALLOW_HOSTS = '127.0.0.1';
  // The import sources' stand-ins listen on 127.0.0.1 too.
  process.env.IMPORT_ALLOW_HOSTS = '127.0.0.1';
  // So do the single sign-on tests' identity providers.
  process.env.SSO_ALLOW_HOSTS = '127.0.0.1';
  // No destination-health pass of the runtime's own: it would check every suite's loopback targets
  // (refused: private) and mail their owners; its suite runs passes of its own, over its own links.
  // Nor e-mail reports: a run would mail the report suite's members (their periods are long over) from
  // the runtime's click log before that suite's own run, from its own log, could.
  process.env.KISA_SCHEDULES_OFF = 'check-link-health,send-reports';
  // A failing source step is retried after 1 s, 2 s, … (5 s, 10 s, … by default), and a hanging source gives up after 2 s.
  process.env.IMPORT_RETRY_BASE_SECONDS = '1';
  process.env.IMPORT_REQUEST_TIMEOUT_MS = '2000';
  process.env.WEBHOOK_RETRY_BASE_SECONDS = '1';
  // Visitor exports of more than 20 rows run as background jobs here (50,000 in AWS), so the API
  // and browser suites reach the job path with a few visits.
  process.env.VISITOR_EXPORT_SYNC_MAX_ROWS = '20';
  const dataDir = mkdtempSync(join(tmpdir(), 'kisa-test-'));
  // Branded domains verify through a DNS server on loopback, whose zone the tests write.
  const dnsZoneDir = join(dataDir, 'dns-zone');
  const dns = await startDnsServer(dnsZoneDir);
  process.env.DNS_SERVERS = dns.address;
  // The gateway and pollers hold each function's table writes to its declared partitions
  // (functions/src/table-writes.ts); a refusal fails its request, and the run here at the end.
  const refusals = join(dataDir, 'table-write-refusals.log');
  process.env.KISA_TABLE_WRITE_REFUSALS = refusals;
  const runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true, trustedProxies: TEST_TRUSTED_PROXIES });
  project.provide('runtime', {
    appUrl: runtime.appUrl,
    outboxUrl: runtime.outboxUrl,
    sesUrl: runtime.sesUrl,
    env: runtime.env,
    dnsZoneDir,
    dnsServer: dns.address,
  });
  return async () => {
    await runtime.stop();
    await dns.close();
    const refused = existsSync(refusals) ? readFileSync(refusals, 'utf8') : '';
    rmSync(dataDir, { recursive: true, force: true });
    if (refused && process.env.KISA_TABLE_WRITE_GUARD !== 'report')
      throw new Error(`Table writes outside their function's declared partitions (functions/src/table-writes.ts):\n${refused}`);
  };
}
