/** The bench's calls to the API: timed GETs and the team's links. */
import { randomBytes } from 'node:crypto';
import type { Campaign, Link, Paged } from '@kisa/shared';
import type { Runtime } from '../../local/runtime.js';
import { api, authorization } from '../bench-api.js';
import { CAMPAIGN_LINKS, LINKS_ONE_BY_ONE } from './config.js';
import type { TeamLink } from './model.js';

export async function timedGet(runtime: Runtime, path: string): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${runtime.appUrl}${path}`, { headers: { authorization: authorization() } });
  const text = await res.text();
  const ms = performance.now() - started;
  return { status: res.status, body: text ? JSON.parse(text) : undefined, ms };
}

/** 200 links one by one (POST /api/links, 8 at a time), 800 through a campaign's bulk path; answers all 1,000. */
export async function createLinks(runtime: Runtime): Promise<TeamLink[]> {
  const topics = [
    'Spring sale',
    'Product launch',
    'Newsletter',
    'Webinar',
    'Blog post',
    'Careers',
    'Store locator',
    'App download',
    'Podcast',
    'Event tickets',
  ];
  let next = 0;
  const lane = async () => {
    while (next < LINKS_ONE_BY_ONE) {
      const i = next++;
      const res = await api(runtime, 'POST', '/api/links', {
        longUrl: `https://shop.example.com/${i}?utm_source=kisa`,
        shortUrl: `bn${i.toString(36)}${randomBytes(3).toString('hex')}`,
        title: `${topics[i % topics.length]} #${i}`,
      });
      if (res.status !== 201) throw new Error(`POST /api/links answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));

  const campaign = await api<Campaign>(runtime, 'POST', '/api/campaigns', { name: 'Bench analytics campaign' });
  if (campaign.status !== 201) throw new Error(`create campaign answered ${campaign.status}: ${JSON.stringify(campaign.body)}`);
  const bulk = Array.from({ length: CAMPAIGN_LINKS }, (_, i) => ({ longUrl: `https://campaign.example.com/item/${i}`, title: `Campaign item ${i}` }));
  const queued = await api(runtime, 'POST', `/api/campaigns/${campaign.body.id}/links`, { links: bulk });
  if (queued.status !== 202) throw new Error(`bulk answered ${queued.status}: ${JSON.stringify(queued.body)}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await api<Campaign>(runtime, 'GET', `/api/campaigns/${campaign.body.id}`);
    if (res.status === 200 && res.body.status === 'error') throw new Error(`the bulk run failed: ${JSON.stringify(res.body)}`);
    if (res.status === 200 && res.body.status === 'done' && res.body.processed === CAMPAIGN_LINKS) break;
    if (Date.now() > deadline) throw new Error(`the campaign's links were not written within 2 minutes: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 500));
  }

  const links: TeamLink[] = [];
  for (let page = 1; ; page++) {
    const res = await api<Paged<Link>>(runtime, 'GET', `/api/links?page=${page}&limit=100`);
    if (res.status !== 200) throw new Error(`GET /api/links answered ${res.status}`);
    for (const l of res.body.items) links.push({ id: l.id, shortUrl: l.shortUrl, campaignId: l.campaignId ?? null });
    if (res.body.items.length === 0 || links.length >= res.body.total) break;
  }
  if (links.length !== LINKS_ONE_BY_ONE + CAMPAIGN_LINKS) throw new Error(`expected ${LINKS_ONE_BY_ONE + CAMPAIGN_LINKS} links, listed ${links.length}`);
  return links;
}
