import { randomUUID } from 'node:crypto';
import { claimSlices, sliceId } from '#data/clicks/click-markers-repo.js';
import { clickMinute, sliceHash } from '#data/clicks/click-run-item.js';
import { countClicks, itemsFor, type ClickSlice } from '#data/clicks/clicks-repo.js';
import { logger } from '#lib/logger.js';

const MAX_TRANSACTION_ITEMS = 100;
/** Slices per run record: 8 bytes each, so a record stays near 80 KB, far below DynamoDB's 400 KB. */
const MAX_RUN_SLICES = 10_000;

/** A slice to count: its message's id, whether that message is a first receipt, its clicks' earliest time. */
export interface SliceToCount {
  slice: ClickSlice;
  messageId: string;
  firstReceipt: boolean;
  clickTime: number;
  /** A voided batch's claim to take over (a redelivery's slice only). */
  voided?: string;
}

/**
 * Counts the slices in transactions of at most 100 items (a team's and a link's slices side by
 * side, so each counter lands in as few transactions as may be). First receipts' slices are
 * packed by their clicks' minute and counted with a run record and a fold record (their counters
 * move when the fold step applies it), claiming nothing; a
 * redelivery's slices are claimed first (a plain conditional put each) and counted with a batch
 * record. Answers the slices counted and the messages to fail (a slice not claimed, a batch
 * voided, fenced or failed).
 */
export async function countSlices(slices: readonly SliceToCount[]): Promise<{ counted: ClickSlice[]; failed: Set<string> }> {
  const counted: ClickSlice[] = [];
  const failed = new Set<string>();
  const first = slices.filter((s) => s.firstReceipt);
  const firstKey = (s: SliceToCount) => `${clickMinute(s.clickTime)}\n${packingKey(s.slice)}`;
  const chunks = [
    ...pack(
      [...first].sort((a, b) => firstKey(a).localeCompare(firstKey(b))),
      (a, b) => clickMinute(a.clickTime) === clickMinute(b.clickTime),
    ),
    ...pack(
      slices.filter((s) => !s.firstReceipt).sort((a, b) => packingKey(a.slice).localeCompare(packingKey(b.slice))),
      () => true,
    ),
  ];
  for (const chunk of chunks) {
    const batch = randomUUID();
    let mine = chunk;
    if (!chunk[0]!.firstReceipt) {
      const claimed = await claimSlices(
        batch,
        chunk.map(({ slice: { groupId, slice }, voided }) => ({ groupId, slice, voided })),
      );
      mine = chunk.filter((c) => claimed.has(sliceId(c.slice.groupId, c.slice.slice)));
      for (const c of chunk) if (!mine.includes(c)) failed.add(c.messageId);
      if (mine.length === 0) continue;
    }
    const run = chunk[0]!.firstReceipt
      ? {
          minute: clickMinute(chunk[0]!.clickTime),
          hashes: mine.map((c) => sliceHash(c.slice.groupId, c.slice.slice)),
          earliestClick: Math.min(...mine.map((c) => c.clickTime)),
        }
      : undefined;
    try {
      if (
        await countClicks(
          batch,
          mine.map((c) => c.slice),
          run,
        )
      )
        counted.push(...mine.map((c) => c.slice));
      else for (const c of mine) failed.add(c.messageId);
    } catch (error) {
      logger.error('Counting clicks failed; the messages will be retried', { error: error as Error, slices: mine.length });
      for (const c of mine) failed.add(c.messageId);
    }
  }
  return { counted, failed };
}

/** A slice's team and first link (a one-click message's slice has one of each). */
function packingKey(slice: ClickSlice): string {
  const [linkId, c] = slice.links.entries().next().value ?? ['', { teamId: '' }];
  return `${c.teamId}\n${linkId}`;
}

/** Greedy packing into transactions of at most 100 items (and MAX_RUN_SLICES slices); `together` says whether two slices may share one. */
function pack(slices: readonly SliceToCount[], together: (a: SliceToCount, b: SliceToCount) => boolean): SliceToCount[][] {
  const chunks: SliceToCount[][] = [];
  let current: SliceToCount[] = [];
  for (const s of slices) {
    if (
      current.length > 0 &&
      (!together(current[0]!, s) ||
        current.length >= MAX_RUN_SLICES ||
        itemsFor(
          [...current, s].map((c) => c.slice),
          s.firstReceipt,
        ) > MAX_TRANSACTION_ITEMS)
    ) {
      chunks.push(current);
      current = [];
    }
    current.push(s);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
