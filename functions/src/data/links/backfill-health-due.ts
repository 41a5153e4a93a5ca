import * as z from 'zod';
import { updateIf } from '../conditional-update.js';
import { healthDueIndexKey } from '../health/link-health-item.js';
import { parseItem } from '../parse-item.js';
import { scanAliasItems } from './scan-alias-items.js';

/** The alias item's fields the backfill projects (hand-written items may lack the link's). */
const unscheduledRow = z.object({ PK: z.string(), SK: z.string(), linkId: z.string().optional() });

/**
 * When an unscheduled link's first check falls: spread over `spreadMs` from `now` by a hash of
 * its id, so a million links written before destination health do not all come due in one pass.
 */
export function backfilledDueAt(linkId: string, now: Date, spreadMs: number): string {
  // FNV-1a: uuids' characters spread evenly over the window.
  let hash = 2166136261;
  for (let i = 0; i < linkId.length; i++) hash = Math.imul(hash ^ linkId.charCodeAt(i), 16777619) >>> 0;
  return new Date(now.getTime() + (spreadMs > 0 ? hash % spreadMs : 0)).toISOString();
}

/**
 * Gives alias items written before destination health their due key (a one-off Scan, run by
 * `npm run backfill:link-health`); each update is conditional on the item still lacking one, so a
 * link edited meanwhile keeps its own. Safe to run again. Answers how many it scheduled.
 */
export async function backfillHealthDue(now: Date, spreadMs: number): Promise<number> {
  let scheduled = 0;
  for await (const items of scanAliasItems({ filter: 'attribute_not_exists(GSI1PK)', projection: 'PK, SK, linkId' })) {
    for (const item of items) {
      const { PK, SK, linkId } = parseItem('alias', unscheduledRow, item);
      if (!linkId) continue;
      const change = {
        fields: healthDueIndexKey(linkId, backfilledDueAt(linkId, now, spreadMs)),
        condition: { expression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)' },
      };
      if (await updateIf({ PK, SK }, change)) scheduled++;
    }
  }
  return scheduled;
}
