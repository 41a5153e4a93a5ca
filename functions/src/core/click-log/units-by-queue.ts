import { readGenerationParts } from '#data/clicks/click-log-store.js';
import { sendCompactionUnits } from '#data/clicks/compaction-queue.js';
import type { RunUnits } from './compact-generations.js';

/**
 * A generation's units through the compaction queue (the scheduled run in AWS and locally): one
 * message per unit, the unit worker runs them with bounded concurrency (its event source's
 * maximum), and the planner waits for their parts until `waitUntil`. Units not done by then are
 * left to the queue (redelivered if they failed): the next run finds the plan, sends only the
 * units whose part is still missing, and commits once all are there.
 */
export function unitsByQueue(waitUntil: Date, pollMs = 5_000): RunUnits {
  return async (generation, units) => {
    await sendCompactionUnits(generation, units);
    while (Date.now() + pollMs < waitUntil.getTime()) {
      await new Promise((r) => setTimeout(r, pollMs));
      const parts = await readGenerationParts(generation);
      if (units.every((u) => parts.has(u))) return;
    }
  };
}
