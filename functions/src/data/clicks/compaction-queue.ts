import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';
import { isCompactionUnit } from './click-log-files.js';

/** The compaction queue (COMPACTION_QUEUE_URL): one unit of one generation per message (core/click-log/compact-unit.ts). */

export interface CompactionUnitMessage {
  generation: string;
  unit: string;
}

/** A message's body as the unit worker takes it, or null (not 13 digits and a unit name: it names S3 keys). */
export function parseCompactionUnitMessage(body: unknown): CompactionUnitMessage | null {
  const { generation, unit } = (body ?? {}) as Partial<CompactionUnitMessage>;
  return typeof generation === 'string' && /^\d{13}$/.test(generation) && typeof unit === 'string' && isCompactionUnit(unit) ? { generation, unit } : null;
}

/** Sends one message per unit, 10 per call (SQS's batch); a message SQS refuses fails the call. */
export async function sendCompactionUnits(generation: string, units: readonly string[]): Promise<void> {
  for (let i = 0; i < units.length; i += 10) {
    const entries = units
      .slice(i, i + 10)
      .map((unit, j) => ({ Id: String(j), MessageBody: JSON.stringify({ generation, unit } satisfies CompactionUnitMessage) }));
    const answer = await sqs().send(new SendMessageBatchCommand({ QueueUrl: config.compactionQueue().url, Entries: entries }));
    if (answer.Failed?.length)
      throw new Error(`The compaction queue refused ${answer.Failed.length} unit(s): ${answer.Failed[0]?.Message ?? answer.Failed[0]?.Code ?? ''}`);
  }
}
