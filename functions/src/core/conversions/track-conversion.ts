import {
  CLICK_LOG_RETENTION_DAYS,
  CONVERSION_FUTURE_SKEW_MS,
  CONVERSION_MSG,
  CONVERSION_WINDOW_DAYS,
  attributionOf,
  clickTagIdsValue,
  type ClickAttribution,
  type Conversion,
  type ConversionInput,
} from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { addPlatformRevenue } from '#data/admin/platform-stats-repo.js';
import { getClickAttribution } from '#data/conversions/click-attributions-repo.js';
import type { StoredConversion } from '#data/conversions/conversion-event-item.js';
import { claimConversionEvent, getConversionEvent, markConversionLogged } from '#data/conversions/conversions-repo.js';
import { findLinkRecord, type LinkRecord } from '#data/links/index.js';
import { decodeClickToken, isClickTokenShape } from '#lib/crypto/click-token.js';
import { clickTokenKey } from '#lib/crypto/click-token-key.js';
import { AppError, badRequest, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { announceConversion, conversionAnswer, writeConversionLine } from './conversion-outputs.js';
import { awaitClickAttribution } from './finish-waiting-conversions.js';

const DAY_MS = 86_400_000;

/**
 * POST /api/track/conversions: records a lead or a sale of one click, reported by the
 * team's backend with the click id (`kisa_cid`) its link passed to the destination.
 *
 * 1. The click id is verified (its HMAC: click-token.ts) — no table is read for it — and names
 *    the click, its link and its time. A link that is gone or another team's answers 404, as a
 *    forged id does: whether a click exists is never told to another team.
 * 2. The click's attribution (its dimensions, kept by the click worker: click-attributions-repo.ts)
 *    is read once. A click over an hour old without one gets its link's dimensions.
 * 3. The team's event id is claimed (a conditional put of the conversion itself): a replay finds
 *    the claim and answers the conversion recorded then (200) — finishing its log line if the
 *    first request stopped before writing it — and writes nothing else; the same eventId with
 *    another click, type, amount, currency or time answers 409.
 * 4. The conversion's line, with its click's dimensions, goes to the conversion log's incoming
 *    objects (its key is its id: rewriting is harmless),
 *    then `conversion.created` goes to the team's webhooks.
 *
 * A click the worker has not recorded yet never holds the report up (the worker may lag by
 * minutes under load): the conversion is claimed without dimensions and left waiting on the
 * click's attribution item, and steps 4 and 5 happen once the worker records the click
 * (finish-waiting-conversions.ts). The answer is the same: it carries no dimension.
 */
export async function trackConversion(caller: Caller, input: ConversionInput, now = Date.now()): Promise<{ created: boolean; conversion: Conversion }> {
  // The caller's own limit first: a key over it is refused without spending its team's share.
  await checkRateLimits(
    [
      { rule: RATE_LIMITS.conversionsPerUser, subject: caller.id },
      { rule: RATE_LIMITS.conversionsPerTeam, subject: caller.teamId },
    ],
    now,
  );
  if (!isClickTokenShape(input.clickId)) throw badRequest(CONVERSION_MSG.clickIdInvalid);
  const click = decodeClickToken(input.clickId, await clickTokenKey());
  if (!click) throw notFound(CONVERSION_MSG.clickNotFound);
  const link = await findLinkRecord(click.linkId);
  if (!link || link.teamId !== caller.teamId) throw notFound(CONVERSION_MSG.clickNotFound);

  const time = input.time === undefined ? now : Date.parse(input.time);
  if (!Number.isFinite(time) || time > now + CONVERSION_FUTURE_SKEW_MS || time < click.time - CONVERSION_FUTURE_SKEW_MS)
    throw badRequest(CONVERSION_MSG.timeInvalid);
  if (Math.max(time, now) - click.time > CONVERSION_WINDOW_DAYS * DAY_MS) throw badRequest(CONVERSION_MSG.clickExpired);
  const attribution = await attributionOfClick(click, link, now);

  const base = {
    id: randomUUID(),
    clickId: click.clickId,
    linkId: click.linkId,
    teamId: caller.teamId,
    eventId: input.eventId,
    type: input.type,
    amountMinor: input.amount ?? null,
    currency: input.currency ?? null,
    time: new Date(Math.max(time, click.time)).toISOString(),
    clickTime: new Date(click.time).toISOString(),
    token: input.clickId,
    createdAt: new Date(now).toISOString(),
    logged: false,
  };
  const timed = input.time !== undefined;
  const ttl = Math.floor(click.time / 1000) + CLICK_LOG_RETENTION_DAYS * 86_400;
  const record: StoredConversion = attribution ? { ...base, ...attribution } : { ...base, attributionPending: true };
  if ((await claimConversionEvent(record, ttl)) === 'exists') {
    const recorded = await getConversionEvent(caller.teamId, input.eventId);
    if (!recorded) throw new Error('A claimed conversion event could not be read back');
    return replay(recorded, base, timed, click.time);
  }
  // Counted once, by the request that claimed the event (a replay never gets here).
  if (record.amountMinor !== null && record.currency) await addPlatformRevenue(record.id, { currency: record.currency, amount: record.amountMinor });
  if (attribution) {
    await logConversion(record, attribution);
    await announceConversion(record, link);
  } else await awaitClickAttribution(record, click.time);
  return { created: true, conversion: conversionAnswer(record) };
}

/**
 * A click this old without an attribution was recorded before clicks kept one (or while the worker
 * could not write it): its conversion carries what its link knows — campaign, domain, tags — and
 * no visitor dimension, rather than being refused for the rest of the attribution window.
 */
const ATTRIBUTION_LATE_MS = 60 * 60_000;

/** The click's attribution; null while the click worker has not recorded the click. */
async function attributionOfClick(click: { clickId: string; time: number }, link: LinkRecord, now: number): Promise<ClickAttribution | null> {
  const attribution = await getClickAttribution(click.clickId);
  if (attribution) return attribution;
  if (now - click.time > ATTRIBUTION_LATE_MS)
    return attributionOf({ campaignId: link.campaignId ?? null, domain: link.domain ?? null, tagIds: clickTagIdsValue(link.tagIds) });
  return null;
}

/**
 * A replayed eventId: the conversion recorded, or 409 for another conversion. A line the first
 * request stopped before is written now — or, still waiting for its click, it is registered again
 * (the first request may have stopped before that): never a line without the click's dimensions.
 */
async function replay(
  recorded: StoredConversion,
  replayed: StoredConversion,
  timed: boolean,
  clickMs: number,
): Promise<{ created: false; conversion: Conversion }> {
  if (!sameConversion(recorded, replayed, timed)) throw new AppError(409, CONVERSION_MSG.eventIdReused);
  if (recorded.attributionPending) await awaitClickAttribution(recorded, clickMs);
  else if (!recorded.logged) await logConversion(recorded, attributionOf(recorded));
  return { created: false, conversion: conversionAnswer(recorded) };
}

async function logConversion(conversion: StoredConversion, attribution: ClickAttribution): Promise<void> {
  await writeConversionLine(conversion, attribution);
  await markConversionLogged(conversion.teamId, conversion.eventId);
}

/** Whether a replay reports the conversion recorded (its time only when the replay names one). */
function sameConversion(recorded: StoredConversion, replay: StoredConversion, timed: boolean): boolean {
  return (
    recorded.clickId === replay.clickId &&
    recorded.type === replay.type &&
    (recorded.amountMinor ?? null) === (replay.amountMinor ?? null) &&
    (recorded.currency ?? null) === (replay.currency ?? null) &&
    (!timed || recorded.time === replay.time)
  );
}
