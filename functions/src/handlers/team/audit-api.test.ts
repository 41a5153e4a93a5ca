import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry, AuditVerification } from '@kisa/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { auditEntryKey } from '#data/audit/audit-item.js';
import { signIn, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { addMember, MEMBER_PASSWORD } from '#test-support/team.js';

// The team's audit log through the real routes: entries per change with their actor, before and
// after, redaction and the truncated address; sign-ins and refused ones; the filters, the cursor
// and the CSV export read back; the chain verifies, and an entry edited or deleted in the table
// is named; 20 appends at once leave no gap; a replayed Idempotency-Key records nothing.

const env = runtime().env;
const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  }),
);

/** Every entry of the caller's team, newest first, read page by page through the cursor. */
async function allEntries(owner: Session, filter = ''): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor = '';
  do {
    const page = await call('GET', `/api/audit?limit=7${filter}&cursor=${cursor}`, { headers: owner.auth });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    entries.push(...page.body.entries);
    cursor = page.body.nextCursor ?? '';
  } while (cursor);
  return entries;
}

const verify = async (owner: Session): Promise<AuditVerification> => {
  const res = await call('GET', '/api/audit/verify', { headers: owner.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

// The local gateway sets the viewer's address from the socket, as CloudFront does: loopback, kept as its /24.
const VIEWER_ADDRESS = { 'user-agent': `Kisa test ${'x'.repeat(400)}` };
const KEPT_ADDRESS = '127.0.0.0';

describe('the audit log', () => {
  it('records each change once with its actor, before/after and truncated address, and reads back by filter, cursor and CSV', async () => {
    const owner = await verifiedSession('audit-owner', 'Ayşe Yılmaz');
    const headers = { ...owner.auth, ...VIEWER_ADDRESS };
    const link = (await call('POST', '/api/links', { headers, json: { longUrl: 'https://example.com/İstanbul', title: 'Kış 🎉' } })).body;
    const edited = await call('PATCH', `/api/links/${link.id}`, { headers, json: { title: 'مرحبا بالعالم' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const tag = (await call('POST', '/api/tags', { headers, json: { name: 'Çiçek 🌸' } })).body;
    expect((await call('PATCH', `/api/tags/${tag.id}`, { headers, json: { name: 'Çiçekler 🌸' } })).status).toBe(200);
    const key = (await call('POST', '/api/keys', { headers, json: { name: 'audit key' } })).body;
    const byKey = await call('POST', '/api/links', { headers: { authorization: `Bearer ${key.key}` }, json: { longUrl: 'https://example.com/key' } });
    expect(byKey.status, JSON.stringify(byKey.body)).toBe(201);
    expect((await call('DELETE', `/api/links/${link.id}`, { headers })).status).toBe(200);
    // A wrong password for the owner's address, then the right one; and an unknown address (no team to tell).
    const wrong = await call('POST', '/api/auth/signin', { json: { email: owner.email, password: 'not the password' }, headers: VIEWER_ADDRESS });
    const unknown = await call('POST', '/api/auth/signin', { json: { email: 'nobody-audit@example.com', password: 'not the password' } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.detail, 'a refusal says the same whether or not the address has an account').toBe(unknown.body.detail);
    await signIn(owner.email, owner.password);

    const entries = await allEntries(owner);
    const actions = entries.map((e) => e.action).reverse();
    // The verification link signed the owner in first.
    expect(actions).toEqual([
      'signIn',
      'createLink',
      'updateLink',
      'createTag',
      'updateTag',
      'createApiKey',
      'createLink',
      'deleteLink',
      'signInFailed',
      'signIn',
    ]);
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => entries.length - i));
    const [signedIn, failed, deleted, keyLink, createdKey, , tagCreated, linkEdited] = entries;
    expect(linkEdited).toMatchObject({
      actor: { kind: 'user', id: owner.user.id, name: 'Ayşe Yılmaz' },
      target: { type: 'link', id: link.id },
      changes: { title: { before: 'Kış 🎉', after: 'مرحبا بالعالم' } },
      ip: KEPT_ADDRESS,
      status: 200,
    });
    expect(linkEdited!.userAgent).toHaveLength(256);
    expect(tagCreated).toMatchObject({ target: { type: 'tag', id: tag.id }, changes: { name: { after: 'Çiçek 🌸' } }, status: 201 });
    expect(createdKey).toMatchObject({ action: 'createApiKey', changes: { name: { after: 'audit key' } } });
    expect(JSON.stringify(entries), 'no entry holds the API key or a password').not.toContain(key.key);
    expect(JSON.stringify(entries)).not.toContain('not the password');
    expect(keyLink).toMatchObject({ actor: { kind: 'apiKey', id: key.id }, target: { type: 'link', id: byKey.body.id } });
    expect(deleted).toMatchObject({ action: 'deleteLink', target: { type: 'link', id: link.id } });
    expect(failed).toMatchObject({ actor: { kind: 'user', id: owner.user.id }, ip: KEPT_ADDRESS, status: 401, changes: { method: { after: 'password' } } });
    expect(signedIn).toMatchObject({ actor: { kind: 'user', id: owner.user.id }, target: { type: 'user', id: owner.user.id } });
    expect(signedIn!.changes).toEqual({ method: { after: 'password' } });
    expect(entries.at(-1)).toMatchObject({ action: 'signIn', changes: { method: { after: 'verifyAccount' } } });

    // Filters: by action, by actor (the key), by target (a link's id), by time.
    expect((await allEntries(owner, '&action=createLink')).map((e) => e.target.id)).toEqual([byKey.body.id, link.id]);
    expect((await allEntries(owner, `&actor=${key.id}`)).map((e) => e.action)).toEqual(['createLink']);
    expect((await allEntries(owner, `&target=${link.id}`)).map((e) => e.action)).toEqual(['deleteLink', 'updateLink', 'createLink']);
    expect((await allEntries(owner, '&target=tag')).map((e) => e.action)).toEqual(['updateTag', 'createTag']);
    expect(await allEntries(owner, `&from=${encodeURIComponent(entries[0]!.at)}`)).toEqual(entries.filter((e) => e.at >= entries[0]!.at));
    expect(await allEntries(owner, '&to=2000-01-01')).toEqual([]);
    expect((await call('GET', '/api/audit?from=yesterday', { headers: owner.auth })).status).toBe(400);
    expect((await call('GET', '/api/audit?cursor=bm9wZQ', { headers: owner.auth })).status).toBe(400);

    // The export: the same rows, readable by a CSV reader (BOM, quotes, Turkish, Arabic, emoji).
    const csv = await fetch(`${runtime().appUrl}/api/audit/export?format=csv`, { headers: owner.auth });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows: Record<string, string>[] = parse(Buffer.from(await csv.arrayBuffer()), { bom: true, columns: true });
    expect(rows.map((r) => [Number(r.seq), r.action, r['actor id'], r.hash])).toEqual(entries.map((e) => [e.seq, e.action, e.actor.id, e.hash]));
    expect(JSON.parse(rows.find((r) => r.action === 'updateLink')!['changes (JSON)']!)).toEqual(linkEdited!.changes);
    expect(rows.find((r) => r.action === 'updateLink')!.changes).toBe('title: "Kış 🎉" → "مرحبا بالعالم"');

    // The export is itself recorded (the log is personal data), after everything it listed.
    const [exported] = await allEntries(owner);
    expect(exported).toMatchObject({ action: 'exportAudit', seq: entries.length + 1, changes: {} });
    expect(await verify(owner)).toEqual({ ok: true, checked: entries.length + 1 });
  }, 120_000);

  it('is for owners and admins: a member is refused, and sees nothing of another team', async () => {
    const owner = await verifiedSession('audit-scope');
    const member = await addMember(owner, 'Audit Member');
    const memberSession = await signIn(member.email, MEMBER_PASSWORD);
    for (const path of ['/api/audit', '/api/audit/export', '/api/audit/verify']) {
      const res = await call('GET', path, { headers: memberSession.auth });
      expect(res.status, `${path} for a member`).toBe(403);
    }
    // The invitation and its answer (a public route) are the inviting team's.
    const invited = await allEntries(owner, '&target=invitation');
    expect(invited).toMatchObject([{ action: 'answerInvitation', actor: { kind: 'system' }, changes: { action: { after: 'accept' } } }]);
    const other = await verifiedSession('audit-other');
    await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: 'https://example.com/mine' } });
    const theirs = await allEntries(other);
    expect(
      theirs.some((e) => e.action === 'createLink'),
      'another team’s link in this team’s log',
    ).toBe(false);
  }, 120_000);

  it('names an entry edited in the table, and finds one deleted from the middle', async () => {
    const owner = await verifiedSession('audit-tamper');
    for (const n of [1, 2, 3, 4]) await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: `https://example.com/${n}` } });
    const entries = (await allEntries(owner)).reverse();
    const second = entries[1]!;
    expect(await verify(owner)).toEqual({ ok: true, checked: entries.length });

    await table.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: auditEntryKey(owner.user.teamId, second.seq),
        UpdateExpression: 'SET #changes = :c',
        ExpressionAttributeNames: { '#changes': 'changes' },
        ExpressionAttributeValues: { ':c': { longUrl: { after: 'https://evil.example/' } } },
      }),
    );
    expect(await verify(owner)).toEqual({ ok: false, checked: second.seq - 1, firstBroken: { seq: second.seq, at: second.at, reason: 'hash' } });

    // Put back as it was, then one from the middle deleted: the entry after the hole is named.
    await table.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: auditEntryKey(owner.user.teamId, second.seq),
        UpdateExpression: 'SET #changes = :c',
        ExpressionAttributeNames: { '#changes': 'changes' },
        ExpressionAttributeValues: { ':c': second.changes },
      }),
    );
    expect((await verify(owner)).ok).toBe(true);
    const third = entries[2]!;
    await table.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: auditEntryKey(owner.user.teamId, third.seq) }));
    const fourth = entries[3]!;
    expect(await verify(owner)).toEqual({ ok: false, checked: third.seq - 1, firstBroken: { seq: fourth.seq, at: fourth.at, reason: 'gap' } });

    // The oldest expired (TTL): the next is the anchor, and the rest still verifies… but the hole stays found.
    await table.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: auditEntryKey(owner.user.teamId, entries[0]!.seq) }));
    expect((await verify(owner)).firstBroken).toEqual({ seq: fourth.seq, at: fourth.at, reason: 'gap' });
  }, 120_000);

  it('starts verification from the oldest entry left after retention removed older ones, and names newest ones deleted', async () => {
    const owner = await verifiedSession('audit-retention');
    for (const n of [1, 2, 3]) await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: `https://example.com/r${n}` } });
    const entries = (await allEntries(owner)).reverse();
    await table.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: auditEntryKey(owner.user.teamId, entries[0]!.seq) }));
    expect(await verify(owner)).toEqual({ ok: true, checked: entries.length - 1 });
    const last = entries.at(-1)!;
    await table.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: auditEntryKey(owner.user.teamId, last.seq) }));
    expect(await verify(owner)).toEqual({ ok: false, checked: entries.length - 2, firstBroken: { seq: last.seq, at: '', reason: 'head' } });
  }, 120_000);

  it('gives 20 link creates sent at once 20 entries with no gap, and records a replayed Idempotency-Key once', async () => {
    const owner = await verifiedSession('audit-concurrent');
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/api/links', { headers: owner.auth, json: { longUrl: `https://example.com/at-once/${i}` } })),
    );
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));
    const entries = (await allEntries(owner)).reverse();
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(entries.slice(1).every((e) => e.action === 'createLink')).toBe(true);
    expect(new Set(entries.slice(1).map((e) => e.target.id))).toEqual(new Set(created.map((r) => r.body.id)));
    expect(await verify(owner)).toEqual({ ok: true, checked: 21 });

    const once = { headers: { ...owner.auth, 'idempotency-key': `audit-${owner.user.id}` }, json: { longUrl: 'https://example.com/once' } };
    const first = await call('POST', '/api/links', once);
    const again = await call('POST', '/api/links', once);
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect((await allEntries(owner, `&target=${first.body.id}`)).length).toBe(1);
  }, 120_000);
});
