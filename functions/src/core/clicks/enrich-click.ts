import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import { config } from '#lib/config.js';
import { loadIpGeo } from '#lib/net/ip-geo.js';
import { clickTagIdsValue, countryName, displayHost, type ClickRecord } from '@kisa/shared';
import type { RawClickEvent } from '#data/clicks/click-event.js';

/**
 * Turns a raw click event into a click-log record: browser, OS and device type
 * (ua-parser-js 1.x, MIT), the bot flag (isbot), the referrer's host, and geo — from the
 * CloudFront viewer headers the redirect captured, or, where they were absent and the
 * configuration asks for it (GEOIP_FALLBACK: the local runtime, which has no CloudFront),
 * from a geoip-lite lookup of the IP. geoip-lite holds ~200 MB in memory, so it is loaded
 * on first need, in the worker process only (the redirect never imports this module). In
 * AWS the fallback is off: its data files are not shipped to Lambda, and CloudFront's
 * location is better than a bundled database that ages (docs/ARCHITECTURE.md).
 */

export type { ClickRecord };
export type EnrichedClick = Omit<ClickRecord, 'unique'>;

interface Agent {
  browser: string | null;
  os: string | null;
  device: string;
  isBot: boolean;
}

/** A Map that forgets its oldest entry beyond `max` (insertion order). */
class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    return this.map.get(key);
  }
  set(key: K, value: V): void {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as K);
    this.map.set(key, value);
  }
}

/** Parsed user agents and geo lookups, per process (traffic repeats them a lot). */
const agents = new BoundedCache<string, Agent>(5_000);
const places = new BoundedCache<string, Geo>(20_000);

export async function enrichClick(event: RawClickEvent): Promise<EnrichedClick> {
  const agent = agentOf(event.userAgent);
  const geo = event.country ? fromViewerHeaders(event.country, event.city) : config.geo().ipFallback ? await lookupIp(event.ip) : NO_GEO;
  return {
    id: event.id,
    time: event.time,
    shortUrl: event.code,
    linkId: event.linkId,
    teamId: event.teamId,
    campaignId: event.campaignId ?? null,
    visitorId: event.visitorId,
    ip: event.ip,
    browser: agent.browser,
    os: agent.os,
    device: agent.device,
    referrer: referrerHost(event.referrer),
    countryCode: geo.countryCode,
    countryName: geo.countryName,
    city: geo.city,
    source: event.source ?? 'link',
    isBot: agent.isBot,
    // Null on the platform's short domain (and for events from before branded domains, which had none).
    domain: event.domain ?? null,
    // The link's tags when it was clicked: sorted ids joined, null for none (and for older events).
    tagIds: clickTagIdsValue(event.tagIds),
    // The targeting rule or split variant that sent the visitor; null for neither (and for older events).
    ruleId: event.ruleId ?? null,
    variantId: event.variantId ?? null,
    // Destination health: the visitor went to the fallback URL of a broken destination.
    fallback: event.fallback === true,
  };
}

export function agentOf(userAgent: string): Agent {
  let agent = agents.get(userAgent);
  if (!agent) {
    const parsed = new UAParser(userAgent).getResult();
    agent = {
      browser: parsed.browser.name ?? null,
      os: parsed.os.name ?? null,
      device: parsed.device.type ?? 'desktop',
      isBot: isbot(userAgent),
    };
    agents.set(userAgent, agent);
  }
  return agent;
}

export function referrerHost(referrer: string): string | null {
  if (!referrer) return null;
  try {
    // As people read it (türkiye.gov.tr): the referrer panel and visitor log show it, filters match it.
    const url = new URL(referrer);
    const host = displayHost(referrer);
    return host ? `${host}${url.port ? `:${url.port}` : ''}` : null;
  } catch {
    return null;
  }
}

interface Geo {
  countryCode: string | null;
  countryName: string | null;
  city: string | null;
}

const NO_GEO: Geo = { countryCode: null, countryName: null, city: null };
function fromViewerHeaders(country: string, city: string | undefined): Geo {
  const code = country.toUpperCase();
  return { countryCode: code, countryName: countryName(code), city: city ? decodeCity(city) : null };
}

/** CloudFront URL-encodes non-ASCII city names in CloudFront-Viewer-City. */
function decodeCity(city: string): string {
  try {
    return decodeURIComponent(city);
  } catch {
    return city;
  }
}

async function lookupIp(ip: string): Promise<Geo> {
  if (!ip) return NO_GEO;
  const cached = places.get(ip);
  if (cached) return cached;
  const db = await loadIpGeo();
  const hit = db?.lookup(ip);
  const geo: Geo = hit?.country ? { countryCode: hit.country, countryName: countryName(hit.country), city: hit.city || null } : NO_GEO;
  places.set(ip, geo);
  return geo;
}
