import { auditEntrySchema, type AuditEntry } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The team's audit log (docs/DATA-MODEL.md "Audit log"): a partition of its own per team,
 * `AUDIT#{teamId}`, holding the entries in order (`E#{seq}`, zero-padded so the sort key orders
 * them) and the head (`HEAD`: the last entry's seq and hash), which every append moves in the same
 * transaction. Each entry carries a `ttl` (its plan's retention), outside what its hash covers.
 */

export const AUDIT_PARTITION_PREFIX = 'AUDIT#';
export const AUDIT_ENTRY_PREFIX = 'E#';
const SEQ_DIGITS = 12;
/** The highest sequence number the sort key holds. */
export const AUDIT_SEQ_MAX = 10 ** SEQ_DIGITS - 1;

export const auditPartition = (teamId: string) => `${AUDIT_PARTITION_PREFIX}${teamId}`;
export const auditSortKey = (seq: number) => `${AUDIT_ENTRY_PREFIX}${String(seq).padStart(SEQ_DIGITS, '0')}`;
export const auditEntryKey = (teamId: string, seq: number): Key => ({ PK: auditPartition(teamId), SK: auditSortKey(seq) });
export const auditHeadKey = (teamId: string): Key => ({ PK: auditPartition(teamId), SK: 'HEAD' });
/** A sort key this partition could hold (a cursor's position is one). */
export const isAuditSortKey = (sk: string) => new RegExp(`^${AUDIT_ENTRY_PREFIX}\\d{${SEQ_DIGITS}}$`).test(sk);

const headSchema = z.object({ seq: z.number().int().nonnegative(), hash: z.string() });
export type AuditHead = z.infer<typeof headSchema>;

export const parseAuditHead = (item: Record<string, unknown>): AuditHead => parseItem('audit head', headSchema, item);

/** The entry of an item (its own fields: not the keys, type and ttl), read through the answer's schema. */
export function parseAuditEntry(item: Record<string, unknown>): AuditEntry {
  const { PK, SK, type, ttl, ...entry } = item;
  return parseItem('audit entry', auditEntrySchema, entry, { PK: String(PK), SK: String(SK) });
}

/**
 * The entry of an item as it is, for verification: it must read an entry someone altered and say
 * which, so only the sequence number is required.
 */
export function rawAuditEntry(item: Record<string, unknown>): Record<string, unknown> & { seq: number } {
  const { PK, SK, type, ttl, ...entry } = item;
  return parseItem('audit entry', z.object({ seq: z.number() }).loose(), entry, { PK: String(PK), SK: String(SK) }) as Record<string, unknown> & {
    seq: number;
  };
}

export function auditEntryItem(teamId: string, entry: AuditEntry, ttl: number): Record<string, unknown> {
  return { ...auditEntryKey(teamId, entry.seq), type: 'auditEntry', ...entry, ttl };
}
