import { CLICK_ID_PARAM } from '@kisa/shared';
import { enqueueClick } from '#data/clicks/click-queue.js';
import { encodeClickToken } from '#lib/crypto/click-token.js';
import { clickTokenKey } from '#lib/crypto/click-token-key.js';
import { logger } from '#lib/logger.js';
import { clickEventOf, type RedirectRequest, type VisitChoice } from '../clicks/redirect-request.js';
import { withParam } from './destination.js';
import type { ShortLink } from './short-links.js';

/**
 * Counts one visit (the redirect's and the unlock's): enqueues its raw click, recording the rule
 * or variant that chose `location`, and answers where the visitor goes. A link with
 * conversion tracking gets the click's signed id appended there (`kisa_cid`, after the UTM values,
 * before the fragment): one HMAC, no I/O (the key is read once per process, alongside the
 * enqueue); any other link's location is answered as it is. A key that cannot be read costs the
 * visit its click id, never the redirect (logged; the click is counted all the same).
 */
export async function countVisit(link: ShortLink, request: RedirectRequest, choice: VisitChoice, location: string): Promise<string> {
  const event = clickEventOf(link, request, choice);
  if (!link.conversionTracking) {
    await enqueueClick(event);
    return location;
  }
  const [, key] = await Promise.all([
    enqueueClick(event),
    clickTokenKey().catch((error: unknown) => void logger.error('Click-token key unavailable: no click id passed on', { error: error as Error })),
  ]);
  const token = key && encodeClickToken({ clickId: event.id, linkId: event.linkId, time: Date.parse(event.time) }, key);
  return token ? withParam(location, CLICK_ID_PARAM, token) : location;
}
