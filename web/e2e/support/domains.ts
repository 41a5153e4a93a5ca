import type { Domain } from '@kisa/shared';
import { apiAs } from './api';
import { publishDns } from './dns';

/**
 * Adds `host` to the token's team, publishes the records it asks for in the test DNS server and
 * checks it: verified (functions/src/test-support/domains.ts `verifiedDomain`, through the e2e's API helpers).
 */
export async function verifiedDomain(token: string, host: string): Promise<Domain> {
  const added = await apiAs<Domain>(token, 'POST', '/api/domains', { host });
  for (const record of added.records) {
    if (record.type === 'TXT') publishDns(record.name, { TXT: [record.value] });
    if (record.type === 'CNAME') publishDns(record.name, { CNAME: record.value });
  }
  const checked = await apiAs<Domain>(token, 'POST', `/api/domains/${encodeURIComponent(host)}/check`);
  if (checked.status !== 'verified') throw new Error(`expected ${host} to verify, got ${JSON.stringify(checked)}`);
  return checked;
}
