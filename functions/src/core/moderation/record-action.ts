import type { ModerationLogEntry } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { appendModerationLog } from '#data/moderation/moderation-repo.js';
import type { Caller } from '../accounts/caller.js';
import { emitModerationActioned } from '../webhooks/emit-moderation-event.js';

/** Writes one audit-log line for an admin's action: who, when, what. */
export async function recordAction(caller: Caller, entry: Omit<ModerationLogEntry, 'id' | 'at' | 'actor'>, at = new Date().toISOString()): Promise<void> {
  const clean = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined && v !== '')) as typeof entry;
  const line: ModerationLogEntry = { id: randomUUID(), at, actor: { id: caller.id, name: caller.name, email: caller.email }, ...clean };
  await appendModerationLog(line);
  // Admins' endpoints hear of it: the audit log's line.
  await emitModerationActioned(line);
}
