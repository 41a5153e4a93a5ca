import { DEFAULT_PLAN, planLimits, type AuditEntry } from '@kisa/shared';
import { appendAuditEntry, getAuditHead } from '#data/audit/audit-repo.js';
import { logger } from '#lib/logger.js';
import { entryHash, GENESIS_HASH } from './audit-hash.js';

/** An entry before it has a place in the chain. */
export type AuditDraft = Omit<AuditEntry, 'seq' | 'at' | 'prevHash' | 'hash'>;

/** How many appends are tried against others before the entry is given up (and logged). */
const ATTEMPTS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Appends an entry to the team's chain: reads the head, builds the entry after it (seq + 1, its
 * hash as prevHash) and writes entry and head in one transaction that holds only while the head
 * is still where it was read. Appends racing in one team retry after a jittered wait (5–50 ms
 * growing to 25–250 ms), so every entry gets its own seq with no gap. Throws after ATTEMPTS.
 */
export async function appendEntry(teamId: string, draft: AuditDraft, plan: string = DEFAULT_PLAN): Promise<AuditEntry> {
  const ttl = Math.floor(Date.now() / 1000) + planLimits(plan).auditRetentionDays * 86_400;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const head = await getAuditHead(teamId);
    const unhashed = { ...draft, seq: (head?.seq ?? 0) + 1, at: new Date().toISOString(), prevHash: head?.hash ?? GENESIS_HASH };
    const entry: AuditEntry = { ...unhashed, hash: entryHash(unhashed) };
    if ((await appendAuditEntry(teamId, entry, ttl, head?.seq ?? 0)) === 'ok') return entry;
    const spread = Math.min(attempt, 5) * 50;
    await sleep(spread / 10 + Math.random() * (spread - spread / 10));
  }
  throw new Error(`The audit log of team ${teamId} stayed contended over ${ATTEMPTS} attempts`);
}

/**
 * Appends and never throws: the change the entry records has happened already, so a lost entry
 * must not fail the request. It is logged whole (ERROR "Audit entry lost": an operator can append
 * it by hand) and answered as null.
 */
export async function appendEntryOrLog(teamId: string, draft: AuditDraft, plan?: string): Promise<AuditEntry | null> {
  try {
    return await appendEntry(teamId, draft, plan);
  } catch (error) {
    logger.error('Audit entry lost', { teamId, entry: draft, error });
    return null;
  }
}
