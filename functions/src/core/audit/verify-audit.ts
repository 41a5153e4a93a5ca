import type { AuditVerification } from '@kisa/shared';
import { auditEntriesOldestFirst, getAuditHead } from '#data/audit/audit-repo.js';
import type { TeamCaller } from '../accounts/caller.js';
import { entryHash } from './audit-hash.js';

/**
 * Walks the team's chain oldest first and answers the first entry that does not hold:
 * `hash` — its hash is not that of its contents (the entry was edited); `link` — its prevHash is
 * not the previous entry's hash (an entry was replaced); `gap` — its seq is not the previous + 1
 * (one was deleted); `head` — the head names another last entry (the newest were deleted: then
 * the seq and time are the head's). The oldest entry present is the anchor: entries older than the
 * plan's retention are removed by TTL, so the walk starts from whichever is oldest and takes its
 * prevHash as given. Entries appended while it runs (past the head it read first) are left out.
 */
export async function verifyAudit(caller: TeamCaller): Promise<AuditVerification> {
  const head = await getAuditHead(caller.teamId);
  let checked = 0;
  let previous: { seq: number; hash: unknown } | undefined;
  for await (const entries of auditEntriesOldestFirst(caller.teamId)) {
    for (const entry of entries) {
      // Appended after the head was read: beyond what this walk checks.
      if (entry.seq > (head?.seq ?? 0)) break;
      const at = typeof entry.at === 'string' ? entry.at : '';
      const broken = (reason: 'hash' | 'link' | 'gap') => ({ ok: false, checked, firstBroken: { seq: entry.seq, at, reason } });
      if (previous && entry.seq !== previous.seq + 1) return broken('gap');
      if (previous && entry.prevHash !== previous.hash) return broken('link');
      if (entry.hash !== entryHash(entry)) return broken('hash');
      checked++;
      previous = { seq: entry.seq, hash: entry.hash };
    }
  }
  const headSeq = head?.seq ?? 0;
  if ((previous?.seq ?? 0) !== headSeq || (previous && previous.hash !== head?.hash)) {
    return { ok: false, checked, firstBroken: { seq: headSeq, at: '', reason: 'head' } };
  }
  return { ok: true, checked };
}
