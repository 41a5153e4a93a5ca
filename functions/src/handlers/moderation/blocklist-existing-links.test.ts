import { MSG, type BlocklistChanged, type Link, type ModerationCase } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';

// A blocklist entry applies to the links that exist already: they are found by the target-host
// index and disabled (410, a resolved case), and the admin is told how many; links written before
// the index are found once the backfill has run.

Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { indexTargetHosts } = await import('#data/links/index.js');
const { aliasKey } = await import('#data/links/alias-item.js');
const { db, tableName } = await import('#data/table.js');

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36' };
const tag = () => randomBytes(4).toString('hex');

let admin: Session;
let owner: Session;

beforeAll(async () => {
  [admin, owner] = await Promise.all([verifiedSession('block-admin'), verifiedSession('block-owner')]);
  await makeAdmin(admin.user.id);
});

async function linkTo(longUrl: string): Promise<Link> {
  const res = await call<Link>('POST', '/api/links', { headers: owner.auth, json: { longUrl, shortUrl: `blk${tag()}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const block = (entries: string[]) => call<BlocklistChanged>('POST', '/api/admin/blocklist', { headers: admin.auth, json: { action: 'add', entries } });
const stateOf = async (link: Link) => (await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth })).body.moderation ?? 'active';
const visitUntil = (link: Link, status: number) =>
  expect.poll(async () => (await call('GET', `/${link.shortUrl}`, { headers: BROWSER })).status, { timeout: 15_000, interval: 300 }).toBe(status);

describe('blocking a destination applies to existing links', () => {
  it('disables the links to the entry and its subdomains (any case), leaves the rest, and says how many', async () => {
    const t = tag();
    const exact = await linkTo(`https://evil-${t}.example/login`);
    const sub = await linkTo(`https://Login.EVIL-${t}.example/a?b=1`);
    const lookalike = await linkTo(`https://notevil-${t}.example/`);
    const sibling = await linkTo(`https://evil-${t}.example.org/`);
    await visitUntil(exact, 302);

    const added = await block([`EVIL-${t}.example`]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toEqual({ changed: 1, invalid: 0, linksDisabled: 2, linksLeft: false });
    expect(await Promise.all([exact, sub, lookalike, sibling].map(stateOf))).toEqual(['disabled', 'disabled', 'active', 'active']);
    await visitUntil(exact, 410);
    await visitUntil(sub, 410);
    expect((await call('GET', `/${lookalike.shortUrl}`, { headers: BROWSER })).status).toBe(302);

    // Each disabled link has a resolved case, where an admin may enable it again.
    const resolved = await call('GET', '/api/admin/moderation?status=resolved', { headers: admin.auth });
    expect((resolved.body.items as ModerationCase[]).filter((c) => c.linkId === exact.id || c.linkId === sub.id).map((c) => c.linkState)).toEqual([
      'disabled',
      'disabled',
    ]);
    // The audit line says how many links it touched; adding the entry again touches none.
    const log = await call('GET', '/api/admin/moderation/log', { headers: admin.auth });
    expect(log.body.items.find((e: { entries?: string[] }) => e.entries?.includes(`evil-${t}.example`))).toMatchObject({
      action: 'blocklistAdd',
      linksDisabled: 2,
    });
    expect((await block([`evil-${t}.example`])).body).toMatchObject({ linksDisabled: 0 });
    // New links to it are refused, as before.
    expect(
      (await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: `https://evil-${t}.example/x`, shortUrl: `blk${tag()}` } })).body.errorMessage,
    ).toBe(MSG.targetBlocked);
  });

  it('finds links written before the index once the backfill has run', async () => {
    const t = tag();
    const old = await linkTo(`https://legacy-${t}.example/page`);
    // As the version before the index wrote it: no target-host key on the alias item.
    await db().send(new UpdateCommand({ TableName: tableName(), Key: aliasKey(old.shortUrl), UpdateExpression: 'REMOVE GSI2PK, GSI2SK' }));
    expect((await block([`legacy-${t}.example`])).body).toMatchObject({ linksDisabled: 0 });
    expect(await indexTargetHosts()).toBeGreaterThanOrEqual(1);
    expect((await block([`legacy-${t}.example`])).body).toMatchObject({ linksDisabled: 1 });
    expect(await stateOf(old)).toBe('disabled');
  });
});
