import { randomUUID } from 'node:crypto';
import type { LinksPart } from '#core/campaigns/bulk-messages.js';
import type { Session } from './accounts.js';
import { call } from './api.js';

/** A new campaign of the session's team, through the API; answers its id. */
export async function newCampaign(session: Session, tag: string): Promise<string> {
  const res = await call('POST', '/api/campaigns', { json: { name: `${tag} ${randomUUID().slice(0, 6)}` }, headers: session.auth });
  if (res.status !== 201) throw new Error(`expected a campaign, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * A bulk part of `n` links of one new batch, counted into the campaign's total as the API does
 * before queueing it (the test drives the worker's delivery itself). Needs the runtime's
 * environment in process.env first: the repo reads its config at import.
 */
export async function queuedPart(session: Session, campaignId: string, n: number): Promise<LinksPart> {
  const { addQueuedLinks } = await import('#data/campaigns/campaigns-repo.js');
  await addQueuedLinks(campaignId, session.user.teamId, n);
  const batchId = randomUUID();
  return {
    kind: 'links',
    campaignId,
    teamId: session.user.teamId,
    creator: { id: session.user.id, name: session.user.name },
    batchId,
    part: 0,
    offset: 0,
    createdAt: new Date().toISOString(),
    links: Array.from({ length: n }, (_, i) => ({ longUrl: `https://example.com/bulk/${batchId}/${i}`, title: `Bulk ${i}` })),
  };
}
