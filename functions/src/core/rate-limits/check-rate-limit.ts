import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { countRateLimitHit, refundRateLimitHit } from '#data/rate-limits/rate-limits-repo.js';
import { config } from '#lib/config.js';
import { tooManyRequests } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import type { RateLimitRule } from './limits.js';

export interface RateLimitCheck {
  rule: RateLimitRule;
  /** The client address (`ip`), e-mail (`email`), link id (`link`) or `{linkId}#{address}` (`link+ip`). */
  subject: string;
}

/** What a passed check leaves: the hits it counted, to take back if the attempt should not count. */
export interface RateLimitPass {
  /** Takes this attempt's hits back (e.g. the password was right); never fails the caller. */
  refund(): Promise<void>;
}

interface Counted {
  rule: string;
  subject: string;
  windowStart: number;
}

/**
 * Counts one hit on each rule, in order, and throws 429 (with Retry-After: the end of that
 * rule's window) at the first rule over its limit; the rules after it are not counted. Hits
 * are counted before the work they guard, so parallel requests cannot slip past a limit;
 * callers that limit only failures refund a success.
 */
export async function checkRateLimits(checks: readonly RateLimitCheck[], now = Date.now()): Promise<RateLimitPass> {
  const counted: Counted[] = [];
  const nowSeconds = Math.floor(now / 1000);
  for (const { rule, subject } of checks) {
    if (isExempt(rule, subject)) continue;
    const windowStart = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
    const windowEnd = windowStart + rule.windowSeconds;
    const key = subjectKey(rule, subject);
    const hits = await countRateLimitHit(rule.id, key, windowStart, windowEnd + 60);
    if (hits > rule.limit) {
      logger.warn('Rate limit reached', { rule: rule.id, hits, limit: rule.limit });
      throw tooManyRequests(windowEnd - nowSeconds);
    }
    counted.push({ rule: rule.id, subject: key, windowStart });
  }
  return {
    refund: async () => {
      try {
        await Promise.all(counted.map((c) => refundRateLimitHit(c.rule, c.subject, c.windowStart)));
      } catch (error) {
        // An attempt counted once too often is harmless; failing a good sign-in over it is not.
        logger.warn('Could not refund a rate-limit hit', { error: error as Error });
      }
    },
  };
}

/** One rule: see checkRateLimits. */
export function checkRateLimit(rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitPass> {
  return checkRateLimits([{ rule, subject }], now);
}

function isExempt(rule: RateLimitRule, subject: string): boolean {
  return rule.per === 'ip' && config.rateLimits().exemptIps.has(subject);
}

/** The counter's subject: hashed (no addresses or e-mails in throwaway items), bounded in length. */
function subjectKey(rule: RateLimitRule, subject: string): string {
  let normalized = subject;
  if (rule.per === 'ip') normalized = addressBlock(subject);
  else if (rule.per === 'email') normalized = subject.trim().toLowerCase();
  else if (rule.per === 'link+ip') {
    const cut = subject.indexOf('#');
    normalized = cut === -1 ? subject : `${subject.slice(0, cut)}#${addressBlock(subject.slice(cut + 1))}`;
  }
  return hashSubject(normalized);
}

/** A counter's subject as stored: the first 22 base64url characters of its SHA-256. */
export function hashSubject(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 22);
}

/**
 * The block one client controls: an IPv4 address as is, an IPv6 address as its /64 (one
 * customer's subnet: counting single IPv6 addresses would let one client rotate through 2^64).
 */
export function addressBlock(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIP(address) !== 6) return address;
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
