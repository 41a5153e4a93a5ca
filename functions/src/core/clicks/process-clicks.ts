import { createHash } from 'node:crypto';
import { getLinkClickState, markClickLimitReached } from '#data/links/index.js';
import { putClickLogBatch } from '#data/clicks/click-log-store.js';
import { recordClickAttributions } from '#data/conversions/click-attributions-repo.js';
import type { ClickSlice } from '#data/clicks/clicks-repo.js';
import { sliceId, type SliceStates } from '#data/clicks/click-markers-repo.js';
import { logger } from '#lib/logger.js';
import { attributionOf, clickTagIdsOf } from '@kisa/shared';
import { finishWaitingConversions } from '../conversions/finish-waiting-conversions.js';
import { emitClickEvents, type CountedClick } from '../webhooks/emit-click-events.js';
import { publishLiveClicks } from '../live/publish-live-clicks.js';
import { parseClickMessage, type RawClickEvent } from '#data/clicks/click-event.js';
import { countSlices, type SliceToCount } from './count-slices.js';
import { countedBefore } from './counted-before.js';
import { enrichClick, type ClickRecord, type EnrichedClick } from './enrich-click.js';
import { clickedVisit } from './clicked-visit.js';
import { uniqueEvents } from './unique-visits.js';

/**
 * The click worker's batch: SQS messages, each a group of raw click events.
 *
 * 1. Parse; a malformed message is reported failed (SQS retries it, then dead-letters it).
 * 2. Enrich every event (browser, OS, device, bot flag, geo, referrer host).
 * 3. Split each message into slices of at most SLICE_LINKS links (deterministic, so a
 *    redelivered message splits the same way). A first receipt (received once, sent by the
 *    redirect) was never worked on: nothing to check. Any other message — redelivered, without
 *    receive attributes, redriven or replayed — is checked (counted-before.ts): its slices
 *    found in a run record or under a counted claim are skipped; if the check fails, it fails.
 *    ("Part" names only the bulk unit: docs/DATA-MODEL.md glossary.)
 * 4. Uniques (unique-visits.ts): per (link, visitor) in the batch, the first-visit marker is
 *    read; where none is live, the earliest event claims it (conditional put keyed by link +
 *    visitor, holding the claiming event's id). Whichever event holds the marker is the unique
 *    one — on every delivery, since the claim is idempotent for its holder. Bots never claim.
 * 5. Append the log lines of messages not counted before to S3 (one object per day), and keep
 *    the attributions of their tracked clicks (click-attributions-repo.ts); conversions
 *    reported before their click got here, waiting on it, are finished with its dimensions.
 * 6. Count, per counting batch (slices packed until the links, teams, the record and a
 *    platform shard fill DynamoDB's 100 items; count-slices.ts): ONE transaction writes the
 *    record and the per-link, per-team and platform ADDs. A first receipt's batch claims
 *    nothing: its run record lists its slices, its fold record holds its per-link and per-team
 *    additions (fold-click-counts.ts applies them a window later, one update per link and team;
 *    a link with a click limit is added at once), and its platform ADD holds only below the
 *    fences a redelivery and the fold raise. A checked message's slices are claimed first (a conditional put
 *    each) and counted with a batch record. A slice not claimed, or a batch voided, fenced or
 *    failed, fails only its messages.
 * 7. Links with a click limit whose total reached it get `clickLimitReached` on their alias.
 * 8. `link.clicked` webhooks: the non-bot clicks of the slices counted in step 6 — by
 *    this run, so a click is announced at most once — as the visitor log shows them, one event
 *    per team (split above WEBHOOK_CLICKS_PER_EVENT), for teams with a subscribed endpoint.
 *    One queue send after the counting; a failure is logged and counted, never the batch's.
 * 9. The live view (core/live/publish-live-clicks.ts): the log lines of step 5, bots included, of
 *    teams with a viewer connected, copied to their live partitions; never the batch's failure.
 *
 * Answers the message ids that failed (partial batch response).
 */

/** Links per slice: the batch record + 40 links + up to 40 teams + platform stays below 100 items. */
const SLICE_LINKS = 40;
/**
 * A message sent this long after its earliest click is not the redirect's own send: a dead-letter
 * redrive or an operator's replay of a failed send (SQS makes both new messages, received once).
 */
const RESENT_AFTER_MS = 60_000;

export interface QueuedMessage {
  messageId: string;
  body: string;
  /** SQS's ApproximateReceiveCount; absent: unknown (checked as a redelivery). */
  receiveCount?: number;
  /** SQS's SentTimestamp (ms); absent: unknown (checked as a redelivery). */
  sentAt?: number;
}

interface Message {
  messageId: string;
  groupId: string;
  /** Received for the first time, sent by the redirect: nothing can have counted it (but an SQS duplicate). */
  firstReceipt: boolean;
  /** Its earliest click's time (ms): where its run record is and how far a redelivery's fence reaches. */
  clickTime: number;
  events: RawClickEvent[];
  records: EnrichedClick[];
  /** Per slice, its links; built once records are known. */
  slices: { slice: number; linkIds: string[] }[];
}

export async function processClickMessages(queued: readonly QueuedMessage[]): Promise<string[]> {
  const failed = new Set<string>();
  const messages: Message[] = [];
  const byGroup = new Map<string, Message>();
  const duplicates: { messageId: string; of: Message }[] = [];

  for (const q of queued) {
    const parsed = parse(q.body);
    if (!parsed) {
      logger.warn('Malformed click message', { messageId: q.messageId });
      failed.add(q.messageId);
      continue;
    }
    const clickTime = Math.min(...parsed.events.map((e) => Date.parse(e.time)));
    // The redirect's marked retry is checked: its first attempt may be stored too.
    const firstReceipt = !parsed.resent && q.receiveCount === 1 && q.sentAt !== undefined && q.sentAt - clickTime < RESENT_AFTER_MS;
    // The same group twice in one batch (a duplicate delivery): work once, answer alike — checked
    // if either copy must be (one of them may have been counted before).
    const first = byGroup.get(parsed.groupId);
    if (first) {
      first.firstReceipt &&= firstReceipt;
      duplicates.push({ messageId: q.messageId, of: first });
      continue;
    }
    const message: Message = { messageId: q.messageId, groupId: parsed.groupId, firstReceipt, clickTime, events: parsed.events, records: [], slices: [] };
    byGroup.set(parsed.groupId, message);
    messages.push(message);
  }

  for (const m of messages) {
    m.records = await Promise.all(m.events.map(enrichClick));
    m.slices = slicesOf(m);
  }

  // 3. What earlier deliveries counted: only a redelivery (or a message of unknown history) with something to count asks.
  let states: SliceStates = { counted: new Set(), voided: new Map() };
  const checked = messages.filter((m) => !m.firstReceipt && m.slices.length > 0);
  try {
    states = await countedBefore(checked);
  } catch (error) {
    logger.warn('Checking redelivered clicks failed; they will be retried', { error: error as Error });
    for (const m of checked) failed.add(m.messageId);
  }
  const isDone = (m: Message, slice: number) => states.counted.has(sliceId(m.groupId, slice));
  const open = messages.filter((m) => !failed.has(m.messageId) && (m.slices.length === 0 || m.slices.some((s) => !isDone(m, s.slice))));
  // A message with any slice counted or claimed had its log lines written before (the log precedes claims).
  const unlogged = open.filter((m) => !m.slices.some((s) => isDone(m, s.slice) || states.voided.has(sliceId(m.groupId, s.slice))));

  // 4. Unique visitors.
  const unique = await uniqueEvents(
    open.flatMap((m) => m.records.filter((r) => !r.isBot && m.slices.some((s) => !isDone(m, s.slice) && s.linkIds.includes(r.linkId)))),
  );

  // 5. The click log (at least once: only a failure between log and count repeats lines; `id` is unique).
  const lines: ClickRecord[] = unlogged.flatMap((m) => m.records.map((r) => ({ ...r, unique: !r.isBot && unique.has(r.id) })));
  await appendLog(lines);
  // …and the attributions of tracked clicks, before counting, so a conversion finds its click's dimensions.
  const recorded = await recordClickAttributions(
    unlogged.flatMap((m) => m.records.filter((_, i) => m.events[i]!.tracked).map((r) => ({ clickId: r.id, time: r.time, attribution: attributionOf(r) }))),
  );
  // Before counting: a failure here fails the batch, and its redelivery finds them still waiting.
  await finishWaitingConversions(recorded);

  // 6. Counters.
  const toCount: SliceToCount[] = [];
  const messageOf = new Map<ClickSlice, Message>();
  for (const m of open) {
    for (const s of m.slices) {
      if (isDone(m, s.slice)) continue;
      const links: ClickSlice['links'] = new Map();
      for (const [i, r] of m.records.entries()) {
        if (r.isBot || !s.linkIds.includes(r.linkId)) continue;
        // A link with a click limit is counted at once (the limit check below reads its counter).
        const c = links.get(r.linkId) ?? { teamId: r.teamId, total: 0, unique: 0, ...(m.events[i]!.maxClicks !== undefined ? { direct: true } : {}) };
        c.total++;
        if (unique.has(r.id)) c.unique++;
        links.set(r.linkId, c);
      }
      const slice: ClickSlice = { groupId: m.groupId, slice: s.slice, links };
      messageOf.set(slice, m);
      toCount.push({
        slice,
        messageId: m.messageId,
        firstReceipt: m.firstReceipt,
        clickTime: m.clickTime,
        voided: states.voided.get(sliceId(m.groupId, s.slice)),
      });
    }
  }
  const { counted, failed: notCounted } = await countSlices(toCount);
  for (const id of notCounted) failed.add(id);

  // 7. Click limits (a few seconds of lag: more clicks may pass before the flag is seen).
  await checkClickLimits(counted, messages);

  // 8. link.clicked webhooks.
  await emitClickEvents(countedClicks(counted, messageOf, unique));

  // 9. The live view: this run's log lines, bots marked, for teams someone is watching (never fails the batch).
  await publishLiveClicks(lines);

  for (const d of duplicates) if (failed.has(d.of.messageId)) failed.add(d.messageId);
  return [...failed];
}

/** The non-bot clicks of the slices just counted, as the visitor log shows them. */
function countedClicks(counted: readonly ClickSlice[], messageOf: ReadonlyMap<ClickSlice, Message>, unique: ReadonlySet<string>): CountedClick[] {
  const clicks: CountedClick[] = [];
  for (const slice of counted) {
    for (const r of messageOf.get(slice)?.records ?? []) {
      if (!r.isBot && slice.links.has(r.linkId)) clicks.push({ teamId: r.teamId, click: clickedVisit(r, unique.has(r.id)), tagIds: clickTagIdsOf(r.tagIds) });
    }
  }
  return clicks;
}

function parse(body: string): ReturnType<typeof parseClickMessage> {
  try {
    return parseClickMessage(JSON.parse(body), `sha256:${createHash('sha256').update(body).digest('hex')}`);
  } catch {
    return null;
  }
}

/** Countable (non-bot) links of a message, sorted, in slices of SLICE_LINKS. */
function slicesOf(m: Message): Message['slices'] {
  const linkIds = [...new Set(m.records.filter((r) => !r.isBot).map((r) => r.linkId))].sort();
  const slices: Message['slices'] = [];
  for (let i = 0; i < linkIds.length; i += SLICE_LINKS) slices.push({ slice: slices.length, linkIds: linkIds.slice(i, i + SLICE_LINKS) });
  return slices;
}

async function appendLog(lines: ClickRecord[]): Promise<void> {
  const byDay = new Map<string, ClickRecord[]>();
  for (const line of lines) {
    const day = line.time.slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(line);
    else byDay.set(day, [line]);
  }
  await Promise.all([...byDay].map(([day, list]) => putClickLogBatch(list, new Date(`${day}T00:00:00Z`))));
}

async function checkClickLimits(counted: readonly ClickSlice[], messages: readonly Message[]): Promise<void> {
  const touched = new Set(counted.flatMap((p) => [...p.links.keys()]));
  const limited = new Set<string>();
  for (const m of messages) for (const e of m.events) if (e.maxClicks !== undefined && touched.has(e.linkId)) limited.add(e.linkId);
  await Promise.all(
    [...limited].map(async (linkId) => {
      try {
        const state = await getLinkClickState(linkId);
        if (state?.maxClicks !== undefined && state.totalClicks >= state.maxClicks) await markClickLimitReached(state.shortUrl, linkId, state.domain);
      } catch (error) {
        logger.warn('Click-limit check failed; the next click checks again', { error: error as Error, linkId });
      }
    }),
  );
}
