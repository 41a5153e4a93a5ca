import type { ClickAttribution, Conversion, ConversionRecord } from '@kisa/shared';
import { putIncomingConversion } from '#data/conversions/conversion-log-store.js';
import type { StoredConversion } from '#data/conversions/conversion-event-item.js';
import type { LinkRecord } from '#data/links/index.js';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.js';

/** What a recorded conversion gives out: its log line, its answer, its webhook event. */

/** The conversion's line, with its click's dimensions (its key is its report time and id: writing it again rewrites it). */
export async function writeConversionLine(conversion: StoredConversion, attribution: ClickAttribution): Promise<void> {
  const { token: _token, createdAt, logged: _logged, attributionPending: _pending, ...rest } = conversion;
  const line: ConversionRecord = { ...rest, ...attribution };
  await putIncomingConversion(line, Date.parse(createdAt));
}

/** A conversion as the API answers it (no dimensions: the same before and after they are known). */
export function conversionAnswer(c: StoredConversion): Conversion {
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

/** `conversion.created` to the team's webhooks; an endpoint's filter applies to the link, its campaign and tags. */
export async function announceConversion(conversion: StoredConversion, link: Pick<LinkRecord, 'campaignId' | 'tagIds'> | null): Promise<void> {
  await emitWebhookEvent(conversion.teamId, 'conversion.created', conversionAnswer(conversion), {
    linkId: conversion.linkId,
    ...(link?.campaignId ? { campaignId: link.campaignId } : {}),
    ...(link?.tagIds?.length ? { tagIds: link.tagIds } : {}),
  });
}
