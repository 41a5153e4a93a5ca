import { CLICK_LOG_RETENTION_DAYS, CONVERSION_FUTURE_SKEW_MS, CONVERSION_MSG, CONVERSION_WINDOW_DAYS, type Conversion, type ConversionInput, type ConversionRecord } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { claimConversionEvent, getConversionEvent, markConversionLogged, type StoredConversion } from '#data/conversions/conversions-repo.js';
import { putConversion } from '#data/conversions/conversion-log-store.js';
import { getLink } from '#data/links/index.js';
import { decodeClickToken, isClickTokenShape } from '#lib/crypto/click-token.js';
import { clickTokenKey } from '#lib/crypto/click-token-key.js';
import { AppError, badRequest, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { checkRateLimit } from '../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.js';

const DAY_MS = 86_400_000;

/**
 * POST /api/track/conversions (issue 27): records a lead or a sale of one click, reported by the
 * team's backend with the click id (`kisa_cid`) its link passed to the destination.
 *
 * 1. The click id is verified (its HMAC: click-token.ts) — no table is read for it — and names
 *    the click, its link and its time. A link that is gone or another team's answers 404, as a
 *    forged id does: whether a click exists is never told to another team.
 * 2. The team's event id is claimed (a conditional put of the conversion itself): a replay finds
 *    the claim and answers the conversion recorded then (200) — finishing its log line if the
 *    first request stopped before writing it — and writes nothing else; the same eventId with
 *    another click, type, amount, currency or time answers 409.
 * 3. The conversion's line goes to the conversion log (its key is its id: rewriting is harmless),
 *    then `conversion.created` goes to the team's webhooks.
 */
export async function trackConversion(caller: Caller, input: ConversionInput, now = Date.now()): Promise<{ created: boolean; conversion: Conversion }> {
  await checkRateLimit(RATE_LIMITS.conversionsPerTeam, caller.teamId, now);
  if (!isClickTokenShape(input.clickId)) throw badRequest(CONVERSION_MSG.clickIdInvalid);
  const click = decodeClickToken(input.clickId, await clickTokenKey());
  if (!click) throw notFound(CONVERSION_MSG.clickNotFound);
  const link = await getLink(click.linkId);
  if (!link || link.teamId !== caller.teamId) throw notFound(CONVERSION_MSG.clickNotFound);

  const time = input.time === undefined ? now : Date.parse(input.time);
  if (!Number.isFinite(time) || time > now + CONVERSION_FUTURE_SKEW_MS || time < click.time - CONVERSION_FUTURE_SKEW_MS) throw badRequest(CONVERSION_MSG.timeInvalid);
  if (Math.max(time, now) - click.time > CONVERSION_WINDOW_DAYS * DAY_MS) throw badRequest(CONVERSION_MSG.clickExpired);

  const record: StoredConversion = {
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
  const ttl = Math.floor(click.time / 1000) + CLICK_LOG_RETENTION_DAYS * 86_400;
  if ((await claimConversionEvent(record, ttl)) === 'exists') {
    const recorded = await getConversionEvent(caller.teamId, input.eventId);
    if (!recorded) throw new Error('A claimed conversion event could not be read back');
    if (!sameConversion(recorded, record, input.time !== undefined)) throw new AppError(409, CONVERSION_MSG.eventIdReused);
    if (!recorded.logged) await logConversion(recorded);
    return { created: false, conversion: answerOf(recorded) };
  }
  await logConversion(record);
  const conversion = answerOf(record);
  await emitWebhookEvent(caller.teamId, 'conversion.created', conversion, {
    linkId: link.linkId,
    ...(link.campaignId ? { campaignId: link.campaignId } : {}),
    ...(link.tagIds?.length ? { tagIds: link.tagIds } : {}),
  });
  return { created: true, conversion };
}

async function logConversion(conversion: StoredConversion): Promise<void> {
  const line: ConversionRecord = {
    id: conversion.id,
    clickId: conversion.clickId,
    linkId: conversion.linkId,
    teamId: conversion.teamId,
    eventId: conversion.eventId,
    type: conversion.type,
    amountMinor: conversion.amountMinor,
    currency: conversion.currency,
    time: conversion.time,
    clickTime: conversion.clickTime,
  };
  await putConversion(line);
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

function answerOf(c: StoredConversion): Conversion {
  return {
    id: c.id,
    clickId: c.token,
    linkId: c.linkId,
    eventId: c.eventId,
    type: c.type,
    amount: c.amountMinor ?? null,
    currency: c.currency ?? null,
    time: c.time,
    clickTime: c.clickTime,
    createdAt: c.createdAt,
  };
}
