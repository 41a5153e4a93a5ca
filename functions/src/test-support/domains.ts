import { request } from 'node:http';
import type { Domain } from '@kisa/shared';
import type { Session } from './accounts.js';
import { call, runtime } from './api.js';
import { publishDns } from './dns.js';

/** Branded-domain helpers for API tests. */

/** Adds `host` to the owner's team, publishes the records it asks for in the test DNS server, and checks it: verified. */
export async function verifiedDomain(owner: Session, host: string): Promise<Domain> {
  const added = await call<Domain>('POST', '/api/domains', { headers: owner.auth, json: { host } });
  if (added.status !== 201) throw new Error(`expected adding ${host} to answer 201, got ${added.status} ${JSON.stringify(added.body)}`);
  for (const record of added.body.records) {
    if (record.type === 'TXT') publishDns(record.name, { TXT: [record.value] });
    if (record.type === 'CNAME') publishDns(record.name, { CNAME: record.value });
  }
  const checked = await call<Domain>('POST', `/api/domains/${host}/check`, { headers: owner.auth });
  if (checked.body.status !== 'verified') throw new Error(`expected ${host} to verify, got ${JSON.stringify(checked.body)}`);
  return checked.body;
}

export interface HostAnswer {
  status: number;
  location: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** GET `path` from the local runtime as a visitor of `host` (the Host header fetch() will not let us set). */
export function getOnHost(host: string, path: string, headers: Record<string, string> = {}): Promise<HostAnswer> {
  const { port, hostname } = new URL(runtime().appUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers: { ...headers, host: `${host}:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          contentType: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
