import { randomUUID } from 'node:crypto';
import { itemBytes } from './item-size.js';

/**
 * The click mix of bench:click-cost: teams and links with Zipf-skewed sizes and popularity, a
 * tenth of links tracking conversions, some in campaigns, returning visitors and bots. Names
 * carry Turkish dotted/dotless i, emoji and an IDN referrer, as real teams' do.
 */

export interface ClickCostModel {
  teamItems(): Record<string, unknown>[];
  linkItems(): Record<string, unknown>[];
  /** Per link item's PK: its size in bytes and how many indexes hold a copy (GSI1, and GSI2 for campaign links). */
  linkSizes: Map<string, { bytes: number; indexes: number }>;
  trackedShare: number;
  /** The next click (a raw event as the redirect sends it). */
  click(): Record<string, unknown>;
}

const TRACKED_SHARE = 0.1;
const CAMPAIGN_SHARE = 0.15;
const ZIPF_S = 1.0;
const UA_HUMAN = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
];
const UA_BOT = ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'Slackbot-LinkExpanding 1.0'];
const REFERRERS = ['', '', 'https://t.co/abc', 'https://www.google.com/', 'https://bücher.example/liste?q=ışık', 'https://news.example.org/item?id=1'];
const PLACES = [
  ['TR', 'İstanbul'],
  ['US', 'New York'],
  ['DE', 'Berlin'],
  ['SA', 'الرياض'],
  ['BR', 'São Paulo'],
];

/** A sampler of ranks 0..n-1 with weight 1/(rank+1)^s. */
function zipf(n: number, s = ZIPF_S): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + 1) ** s;
  return () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

export function clickCostModel(opts: { teams: number; links: number; botShare: number; repeatShare: number }): ClickCostModel {
  const createdAt = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const teamOfRank = zipf(opts.teams);
  const links = Array.from({ length: opts.links }, (_, i) => {
    const teamId = `t${teamOfRank()}-${'ı'.repeat(i % 2)}team`;
    const linkId = randomUUID();
    return {
      linkId,
      teamId,
      shortUrl: `c${i.toString(36)}x`,
      tracked: Math.random() < TRACKED_SHARE,
      campaignId: Math.random() < CAMPAIGN_SHARE ? `camp-${i % 40}` : undefined,
      visitors: [] as string[],
    };
  });
  const teamIds = [...new Set(links.map((l) => l.teamId))];
  const linkItem = (l: (typeof links)[number]) => ({
    PK: `LINK#${l.linkId}`,
    SK: 'LINK',
    GSI1PK: `TEAM#${l.teamId}#LINKS`,
    GSI1SK: `${createdAt}#${l.linkId}`,
    ...(l.campaignId ? { GSI2PK: `CAMPAIGN#${l.campaignId}#LINKS`, GSI2SK: `${createdAt}#${l.linkId}`, campaignId: l.campaignId } : {}),
    type: 'link',
    linkId: l.linkId,
    teamId: l.teamId,
    shortUrl: l.shortUrl,
    longUrl: `https://shop.example.com/kampanya/yaz-indirimi-ışıklı-ürünler?utm_source=kisa&utm_medium=social&ref=${l.shortUrl}`,
    title: `İlkbahar ışık kampanyası 🌙 ${l.shortUrl}`,
    createdAt,
    createdBy: { id: randomUUID(), name: 'Gökçe Yılmaz' },
    redirects: {},
    utm: { source: 'kisa', medium: 'social' },
    expiry: {},
    totalClicks: 0,
    uniqueClicks: 0,
    version: 0,
    searchShard: Math.floor(Math.random() * 16),
    aliasFolded: true,
    searchText: `ilkbahar ışık kampanyası 🌙\u001f${l.shortUrl}\u001fhttps://shop.example.com/kampanya`,
    ...(l.tracked ? { conversionTracking: true } : {}),
  });
  const linkSizes = new Map(links.map((l) => [`LINK#${l.linkId}`, { bytes: itemBytes(linkItem(l)), indexes: l.campaignId ? 2 : 1 }]));
  const linkOfRank = zipf(opts.links);
  let clock = Date.now();
  return {
    linkSizes,
    trackedShare: TRACKED_SHARE,
    teamItems: () =>
      teamIds.map((teamId) => ({
        PK: `TEAM#${teamId}`,
        SK: 'TEAM',
        type: 'team',
        teamId,
        name: `Takım ${teamId} — İzmir ışıkları 🌙`,
        createdAt,
        links: links.filter((l) => l.teamId === teamId).length,
        totalClicks: 0,
        uniqueClicks: 0,
      })),
    linkItems: () => links.map(linkItem),
    click() {
      const l = links[linkOfRank()]!;
      const bot = Math.random() < opts.botShare;
      let visitorId: string;
      if (bot) visitorId = randomUUID();
      else if (l.visitors.length > 0 && Math.random() < opts.repeatShare) visitorId = pick(l.visitors);
      else {
        visitorId = randomUUID();
        l.visitors.push(visitorId);
      }
      const [country, city] = pick(PLACES);
      return {
        id: randomUUID(),
        time: new Date(clock++).toISOString(),
        code: l.shortUrl,
        linkId: l.linkId,
        teamId: l.teamId,
        visitorId,
        ip: `203.0.113.${Math.floor(Math.random() * 250)}`,
        userAgent: bot ? pick(UA_BOT) : pick(UA_HUMAN),
        referrer: pick(REFERRERS),
        country,
        city,
        ...(l.campaignId ? { campaignId: l.campaignId } : {}),
        ...(l.tracked ? { tracked: true } : {}),
      };
    },
  };
}
