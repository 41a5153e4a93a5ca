import { AUDIT_EXPORT_MAX, summarizeAuditChanges, type AuditEntry, type AuditExportQuery, type AuditListQuery } from '@kisa/shared';
import { queryAuditEntries } from '#data/audit/audit-repo.js';
import { toCsv } from '#lib/files/spreadsheet.js';
import { decodeListCursor, encodeListCursor } from '#lib/list-cursor.js';
import type { TeamCaller } from '../accounts/caller.js';

const listName = (teamId: string) => `audit:${teamId}`;

/** A page of the caller's team's log, newest first; `nextCursor` continues after its last entry. */
export async function listAudit(caller: TeamCaller, query: AuditListQuery): Promise<{ entries: AuditEntry[]; nextCursor?: string }> {
  const before = decodeListCursor(query.cursor, listName(caller.teamId), (a) => /^\d{1,12}$/.test(a) && Number(a) > 0);
  const { entries, more } = await queryAuditEntries(caller.teamId, query, { beforeSeq: before === undefined ? undefined : Number(before), limit: query.limit });
  const last = entries.at(-1);
  return { entries, ...(more && last ? { nextCursor: encodeListCursor(listName(caller.teamId), String(last.seq)) } : {}) };
}

const HEADER = [
  'seq',
  'at',
  'actor kind',
  'actor id',
  'actor name',
  'action',
  'target type',
  'target id',
  'ip',
  'user agent',
  'status',
  'changes',
  'changes (JSON)',
  'prev hash',
  'hash',
];

/** The entries the filters select (newest first, up to AUDIT_EXPORT_MAX) as CSV. */
export async function exportAudit(caller: TeamCaller, query: AuditExportQuery): Promise<{ filename: string; contentType: string; data: Buffer }> {
  const { entries } = await queryAuditEntries(caller.teamId, query, { limit: AUDIT_EXPORT_MAX });
  const rows = entries.map((e) => [
    e.seq,
    e.at,
    e.actor.kind,
    e.actor.id,
    e.actor.name ?? '',
    e.action,
    e.target.type,
    e.target.id,
    e.ip,
    e.userAgent,
    e.status,
    summarizeAuditChanges(e.changes, 2_000),
    JSON.stringify(e.changes),
    e.prevHash,
    e.hash,
  ]);
  return { filename: `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, contentType: 'text/csv; charset=utf-8', data: toCsv(HEADER, rows) };
}
