import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// The branded-domain items against DynamoDB Local: their keys, a check and pages written through
// the update builder, and reads that parse what is stored. Malformed items stay outside GSI1
// `DOMAINS` (the periodic check walks it for the whole runtime).
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { db, tableName } = await import('../table.js');
const { domainsIndexKey, teamDomainKey, teamDomainsQuery } = await import('./team-domain-item.js');
const { domainClaimKey, NO_PAGES } = await import('./domain-claim-item.js');
const repo = await import('./domains-repo.js');
const { getDomainPages } = await import('./get-domain-pages.js');
const { claimedHosts } = await import('./claimed-hosts.js');

const put = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));
const newHost = () => `d${randomUUID().slice(0, 8)}.example`;

describe('domain item keys', () => {
  it('builds the documented keys', () => {
    expect(teamDomainKey('t1', 'go.example')).toEqual({ PK: 'TEAM#t1', SK: 'DOMAIN#go.example' });
    expect(teamDomainsQuery('t1')).toEqual({ PK: 'TEAM#t1', skPrefix: 'DOMAIN#' });
    expect(domainsIndexKey('go.example', 't1', '2026-01-02T03:04:05.000Z')).toEqual({
      GSI1PK: 'DOMAINS',
      GSI1SK: 'DUE#2026-01-02T03:04:05.000Z#go.example#t1',
    });
    expect(domainClaimKey('go.example')).toEqual({ PK: 'DOMAIN#go.example', SK: 'CLAIM' });
  });
});

describe('a team domain', () => {
  it('records a verifying check with its claim, then its pages on both, and reads them back', async () => {
    const [teamId, host] = [randomUUID(), newHost()];
    expect(await repo.addTeamDomain({ teamId, host, token: 'kisa-verify=abc', createdAt: '2026-01-02T03:04:05.000Z' })).toBe('added');
    const added = (await repo.getTeamDomain(teamId, host))!;
    expect(added).toMatchObject({ status: 'pending', links: 0, edgeAttached: false, isDefault: false, ...NO_PAGES });
    await repo.saveDomainCheck(added, {
      status: 'misconfigured',
      reason: 'No TXT record',
      txtFound: false,
      routingFound: true,
      checkedAt: '2026-01-02T03:05:00.000Z',
      nextCheckAt: '2026-01-02T03:05:00.000Z',
    });
    expect(await repo.getTeamDomain(teamId, host)).toMatchObject({ status: 'misconfigured', reason: 'No TXT record' });
    const check = {
      status: 'verified' as const,
      txtFound: true,
      routingFound: true,
      checkedAt: '2026-01-02T03:06:00.000Z',
      nextCheckAt: '2026-01-03T03:06:00.000Z',
    };
    expect(await repo.saveDomainCheck(added, check)).toBe('saved');
    const verified = (await repo.getTeamDomain(teamId, host))!;
    expect(verified).toMatchObject({ status: 'verified', verifiedAt: '2026-01-02T03:06:00.000Z', lastCheckedAt: '2026-01-02T03:06:00.000Z' });
    expect(verified.reason).toBeUndefined();
    // The entry's place in GSI1 `DOMAINS` moved to its next due check; two checks counted.
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamDomainKey(teamId, host) }));
    expect(Item).toMatchObject({ GSI1SK: `DUE#2026-01-03T03:06:00.000Z#${host}#${teamId}`, checks: 2 });
    const pages = { ...NO_PAGES, rootUrl: 'https://example.com/anasayfa', robotsTxt: 'User-agent: *\nDisallow: /özel' };
    expect(await repo.saveDomainPages(verified, pages)).toBe('saved');
    expect(await repo.getTeamDomain(teamId, host)).toMatchObject(pages);
    expect(await repo.getDomainClaim(host)).toEqual({ host, teamId, ...pages });
    expect(await getDomainPages(host)).toEqual({ teamId, rootUrl: pages.rootUrl, robotsTxt: pages.robotsTxt });
    expect(await claimedHosts([host, newHost()])).toEqual(new Set([host]));
    await repo.saveEdgeAttached(verified, true);
    expect(await repo.getTeamDomain(teamId, host)).toMatchObject({ edgeAttached: true });
  });

  it('fails loudly, naming the entry and its key, when the stored item is malformed', async () => {
    const [teamId, host] = [randomUUID(), newHost()];
    await put({ ...teamDomainKey(teamId, host), teamId, host, token: 42, createdAt: 'x', status: 'lost', rootUrl: 7 });
    await expect(repo.getTeamDomain(teamId, host)).rejects.toThrow(
      new RegExp(`^Malformed team domain item TEAM#${teamId} / DOMAIN#${host}: token: .*status: .*rootUrl: `),
    );
    await expect(repo.listTeamDomains(teamId)).rejects.toThrow(/Malformed team domain item/);
  });

  it('fails loudly on a malformed claim, through the API’s read and the redirect’s', async () => {
    const host = newHost();
    await put({ ...domainClaimKey(host), host, robotsTxt: 'User-agent: *' });
    await expect(repo.getDomainClaim(host)).rejects.toThrow(`Malformed domain claim item DOMAIN#${host} / CLAIM: teamId: expected a string`);
    await expect(getDomainPages(host)).rejects.toThrow(`Malformed domain claim item DOMAIN#${host} / CLAIM: teamId`);
  });
});
