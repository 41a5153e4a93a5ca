import { randomUUID } from 'node:crypto';
import { MSG, type Domain } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { publishDns } from '#test-support/dns.js';

// How a domain's check reads DNS as it really answers — CNAME chains, slow servers, names with
// no records, SERVFAIL — through the API and the test runtime's DNS server on loopback
// (infra/local/test/dns-server.ts: per-name delays and SERVFAIL).

const platformHost = () => new URL(runtime().appUrl).hostname;
const fresh = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}.acme.test`;

type Answer = Domain & { errorMessage?: string };

describe('branded domain checks against DNS as it answers', () => {
  let owner: Session;

  beforeAll(async () => {
    owner = await verifiedSession('domains-dns');
  });

  /** Adds `host` with its TXT record published (fast) and `routing` published by the test. */
  async function addWithTxt(host: string): Promise<Answer> {
    const added = await call<Answer>('POST', '/api/domains', { headers: owner.auth, json: { host } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const txt = added.body.records.find((r) => r.type === 'TXT')!;
    publishDns(txt.name, { TXT: [txt.value] });
    return added.body;
  }

  const check = async (host: string) => (await call<Answer>('POST', `/api/domains/${encodeURIComponent(host)}/check`, { headers: owner.auth })).body;

  /** A chain host → host-1 → … → host-n whose last name has `last`'s records. */
  function publishChain(host: string, hops: number, last: { CNAME?: string; A?: string[] }): string[] {
    const names = [host, ...Array.from({ length: hops - 1 }, (_, i) => `hop${i + 1}.${host}`)];
    names.forEach((name, i) => publishDns(name, i < names.length - 1 ? { CNAME: names[i + 1]! } : last));
    return names;
  }

  it('follows CNAME chains to the platform host, up to 8 hops, and says when a chain loops or runs longer', async () => {
    for (const hops of [2, 3, 8]) {
      const host = fresh(`chain${hops}`);
      await addWithTxt(host);
      publishChain(host, hops, { CNAME: platformHost() });
      expect(await check(host), `${hops} CNAMEs to the platform host`).toMatchObject({ status: 'verified', records: [{ found: true }, { found: true }] });
    }

    // A chain ending at a flattened name whose addresses are the platform host's.
    const flattened = fresh('chain-flat');
    await addWithTxt(flattened);
    publishChain(flattened, 2, { A: ['127.0.0.1'] });
    expect((await check(flattened)).status, "a chain to the platform host's addresses").toBe('verified');

    const other = fresh('chain-elsewhere');
    await addWithTxt(other);
    publishChain(other, 2, { A: ['192.0.2.7'] });
    expect(await check(other)).toMatchObject({ status: 'pending', reason: MSG.domainRoutingMissing(other, platformHost()) });

    const looping = fresh('chain-loop');
    await addWithTxt(looping);
    publishDns(looping, { CNAME: `a.${looping}` });
    publishDns(`a.${looping}`, { CNAME: `b.${looping}` });
    publishDns(`b.${looping}`, { CNAME: `a.${looping}` });
    expect(await check(looping)).toMatchObject({ status: 'pending', reason: MSG.domainCnameLoop(`${looping} → a.${looping} → b.${looping} → a.${looping}`) });

    const long = fresh('chain9');
    await addWithTxt(long);
    publishChain(long, 9, { CNAME: platformHost() });
    expect(await check(long)).toMatchObject({ status: 'pending', reason: MSG.domainCnameTooLong(long, 8) });
  });

  it('waits 2 s a try, twice, as documented, even after fast answers; gives up on slower ones', async () => {
    // The add and the TXT answer fast just before: a resolver that learnt from them used to give up early.
    for (const delayMs of [500, 1200, 1900]) {
      const host = fresh(`slow${delayMs}`);
      await addWithTxt(host);
      publishDns(host, { CNAME: platformHost(), delayMs });
      expect(await check(host), `an answer after ${delayMs} ms`).toMatchObject({ status: 'verified' });
    }

    const slowMiddle = fresh('slow-mid');
    await addWithTxt(slowMiddle);
    publishDns(slowMiddle, { CNAME: `mid.${slowMiddle}` });
    publishDns(`mid.${slowMiddle}`, { CNAME: platformHost(), delayMs: 1200 });
    expect((await check(slowMiddle)).status, 'a chain whose second name answers in 1.2 s').toBe('verified');

    // Each answer within its 2 s, but six in a row: the whole check is bounded (10 s).
    const slowChain = fresh('slow-chain');
    await addWithTxt(slowChain);
    const names = publishChain(slowChain, 6, { CNAME: platformHost() });
    for (const [i, name] of names.entries()) publishDns(name, { CNAME: names[i + 1] ?? platformHost(), delayMs: 1900 });
    expect(await check(slowChain)).toMatchObject({ status: 'pending', reason: MSG.domainDnsUnreachable });

    // Past both tries. (Node ticks c-ares' timeouts once a second, so an answer 2–3 s after its try
    // may still be taken; 5 s is beyond that and the second try's whole wait.)
    const silent = fresh('slow5000');
    await addWithTxt(silent);
    publishDns(silent, { CNAME: platformHost(), delayMs: 5000 });
    expect(await check(silent)).toMatchObject({ status: 'pending', reason: MSG.domainDnsUnreachable });
  });

  it('says a name has no records at all, and keeps "DNS did not answer" for SERVFAIL', async () => {
    const nothing = fresh('bare');
    const added = await call<Answer>('POST', '/api/domains', { headers: owner.auth, json: { host: nothing } });
    expect(added.body).toMatchObject({ status: 'pending', reason: MSG.domainNoRecords(nothing, `_kisa.${nothing}`) });

    // The names exist (NOERROR) but hold no records.
    publishDns(nothing, {});
    publishDns(`_kisa.${nothing}`, {});
    expect((await check(nothing)).reason).toBe(MSG.domainNoRecords(nothing, `_kisa.${nothing}`));

    publishDns(nothing, { servfail: true });
    expect((await check(nothing)).reason).toBe(MSG.domainDnsUnreachable);
  });
});
