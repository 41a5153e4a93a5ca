import { IMPORT_MSG } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { publishDns } from '#test-support/dns.js';
import { getOnHost } from '#test-support/domains.js';
import { createImport, startImport, waitForImport } from '#test-support/imports.js';

// A branded domain moves without a broken link: the import adds it to the team, its TXT record
// alone proves ownership, and its imported codes answer on Kisa while its CNAME still points at
// the service the team is leaving — so the DNS switch afterwards breaks nothing.

let owner: Session;
const host = `go-${randomUUID().slice(0, 8)}.example`;

beforeAll(async () => {
  owner = await verifiedSession('import-brand', 'Brand Owner');
});

describe('a branded domain imported before its CNAME moves', () => {
  it('is added pending, refused until its TXT record is there, then answers every imported code on Kisa with the CNAME still elsewhere', async () => {
    // The host still points at the old service.
    publishDns(host, { CNAME: 'cname.old-shortener.example' });
    const csv = `code,url,domain,title\nspring,https://shop.example/spring,${host},Bahar\nfall,https://shop.example/fall,${host},Sonbahar`;
    const created = await createImport(owner, { source: 'file', file: { name: 'brand.csv', content: csv } });
    const preview = await waitForImport(owner, created.id, ['ready']);
    const [domain] = preview.domains;
    expect(domain).toMatchObject({ host, shared: false, links: 2, action: 'keep', status: 'pending', ownershipVerified: false });
    const txt = domain!.records.find((r) => r.type === 'TXT')!;
    expect(domain!.records.map((r) => [r.type, r.found])).toEqual([
      ['TXT', false],
      ['CNAME', false],
    ]);

    const refused = await call('POST', `/api/imports/${created.id}/start`, { json: {}, headers: owner.auth });
    expect([refused.status, refused.body.detail]).toEqual([409, `${IMPORT_MSG.domainNotVerified} (${host})`]);

    publishDns(txt.name, { TXT: [txt.value] });
    await startImport(owner, created.id);
    const done = await waitForImport(owner, created.id, ['done']);
    expect(done.report).toMatchObject({ imported: 2, skipped: [] });
    expect(done.domains[0]).toMatchObject({ status: 'verified', ownershipVerified: true });
    expect(done.domains[0]!.records.map((r) => [r.type, r.found])).toEqual([
      ['TXT', true],
      ['CNAME', false],
    ]);

    // What visitors get the moment the CNAME moves to Kisa: the imported codes, as before.
    for (const [code, target] of [
      ['spring', 'https://shop.example/spring'],
      ['fall', 'https://shop.example/fall'],
    ]) {
      const answer = await getOnHost(host, `/${code}`);
      expect([answer.status, answer.location]).toEqual([302, target]);
    }
    const domains = await call('GET', '/api/domains', { headers: owner.auth });
    expect(domains.body.items.find((d: { host: string }) => d.host === host)).toMatchObject({ status: 'verified', links: 2 });
  });
});
