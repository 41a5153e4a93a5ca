import { sliceStates, sliceId, type SliceRef, type SliceStates } from '#data/clicks/click-markers-repo.js';
import { clickMinute, sliceHash } from '#data/clicks/click-run-item.js';
import { raiseClickFence, sliceHashesCountedIn } from '#data/clicks/click-runs-repo.js';

/** A message that may have been worked on before: its group, its clicks' earliest time, its slices. */
export interface SuspectMessage {
  groupId: string;
  clickTime: number;
  slices: readonly { slice: number }[];
}

/**
 * What earlier deliveries of these messages counted (docs/DATA-MODEL.md, "Clicks"). First the
 * fence goes up to their latest click time, so a first receipt of any of them still counting
 * somewhere is refused from here on; then the run records of their clicks' minutes tell which
 * slices a first receipt counted; the rest are looked up by their claim markers as before (a
 * redelivery's own count claims: click-markers-repo.ts). Slices in neither answer are open.
 * The fence never goes past `now`: a click stamped later (a clock ahead by more than the
 * visibility timeout) could not be fenced.
 */
export async function countedBefore(messages: readonly SuspectMessage[], now = Date.now()): Promise<SliceStates> {
  if (messages.length === 0) return { counted: new Set(), voided: new Map() };
  await raiseClickFence(Math.min(now, Math.max(...messages.map((m) => m.clickTime))));
  const inRuns = await sliceHashesCountedIn(messages.map((m) => clickMinute(m.clickTime)));
  const counted = new Set<string>();
  const rest: SliceRef[] = [];
  for (const m of messages) {
    for (const { slice } of m.slices) {
      if (inRuns.has(sliceHash(m.groupId, slice))) counted.add(sliceId(m.groupId, slice));
      else rest.push({ groupId: m.groupId, slice });
    }
  }
  const claimed = await sliceStates(rest, now);
  for (const id of counted) claimed.counted.add(id);
  return claimed;
}
