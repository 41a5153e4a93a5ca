import type { ClickAttribution } from '@kisa/shared';
import { clearWaitingConversions, waitForClickAttribution, type RecordedClick } from '#data/conversions/click-attributions-repo.js';
import type { StoredConversion } from '#data/conversions/conversion-event-item.js';
import { completeConversion, getConversionEvent } from '#data/conversions/conversions-repo.js';
import { findLinkRecord } from '#data/links/index.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { announceConversion, writeConversionLine } from './conversion-outputs.js';

/**
 * Conversions reported before the click worker recorded their click: accepted at once, claimed
 * without the click's dimensions (`attributionPending`), and registered as waiting on the click's
 * attribution item. Whoever learns the attribution finishes them — the click worker, whose write
 * returns the waiting ones, or the route itself when the worker wrote it between the route's read
 * and its registration. Finishing writes the line (the same key every time), then gives the
 * conversion its dimensions and marks it logged in one conditional write: only the finisher that
 * made that change announces `conversion.created`, so a redelivery or a race finishes nothing twice.
 */

const FINISH_CONCURRENCY = 8;

/** Registers a pending conversion on its click's attribution, or finishes it now when the attribution is there. */
export async function awaitClickAttribution(conversion: StoredConversion, clickMs: number): Promise<void> {
  const attribution = await waitForClickAttribution(conversion.clickId, clickMs, { teamId: conversion.teamId, eventId: conversion.eventId });
  if (attribution) await finishConversion(conversion, attribution);
}

/** The click worker's step: finishes the conversions that waited on the clicks it just recorded, then clears them. */
export async function finishWaitingConversions(recorded: readonly RecordedClick[]): Promise<void> {
  await mapConcurrent(recorded, FINISH_CONCURRENCY, async (click) => {
    for (const w of click.waiting) {
      const conversion = await getConversionEvent(w.teamId, w.eventId);
      // Gone (its TTL) or finished by an earlier delivery: nothing to do but clear it.
      if (conversion?.attributionPending) await finishConversion(conversion, click.attribution);
    }
    await clearWaitingConversions(click.clickId, click.waiting);
  });
}

async function finishConversion(conversion: StoredConversion, attribution: ClickAttribution): Promise<void> {
  await writeConversionLine(conversion, attribution);
  if (!(await completeConversion(conversion.teamId, conversion.eventId, attribution))) return;
  await announceConversion(conversion, await findLinkRecord(conversion.linkId));
}
