import { IMPORT_MSG, parseTagCell } from '@kisa/shared';
import Papa from 'papaparse';
import type { ClickHistory, ImportAdapter, SourceLink } from '../import-source.js';

/**
 * The generic file: a CSV whose first row names its columns (IMPORT_FILE_COLUMNS, any order and
 * case; columns named by a date, `2026-03-01`, hold that day's clicks), or a JSON array of
 * objects with those keys (`history`: `{ "2026-03-01": 12 }` for daily clicks). Paged by
 * 1,000 rows, so a big file is staged and written like any source's pages.
 */

const PAGE = 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A row of the file with its daily clicks, keyed as the source link's id. */
interface FileRow {
  link: SourceLink;
  days: Record<string, number>;
}

export class FileUnreadableError extends Error {}

/** Parses the whole file (the API does it once to refuse a bad file; the run for each page): its rows in order. */
export function readImportFile(text: string): FileRow[] {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) throw new FileUnreadableError(IMPORT_MSG.fileNoLinks);
  const records = trimmed.startsWith('[') ? jsonRecords(trimmed) : csvRecords(trimmed);
  const rows: FileRow[] = [];
  for (const record of records) {
    const row = rowOf(record);
    if (row) rows.push(row);
  }
  if (rows.length === 0) throw new FileUnreadableError(IMPORT_MSG.fileNoLinks);
  return rows;
}

function jsonRecords(text: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FileUnreadableError(IMPORT_MSG.fileUnreadable);
  }
  if (!Array.isArray(parsed)) throw new FileUnreadableError(IMPORT_MSG.fileUnreadable);
  return parsed.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
}

function csvRecords(text: string): Record<string, unknown>[] {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const fields = (parsed.meta.fields ?? []).map((f) => f.toLowerCase());
  if (!fields.includes('code') || !fields.includes('url')) throw new FileUnreadableError(IMPORT_MSG.fileUnreadable);
  return parsed.data.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [DAY.test(k) ? k : k.toLowerCase(), v])));
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined);

function isoDate(v: unknown): string | undefined {
  const t = text(v);
  if (!t) return undefined;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

function rowOf(record: Record<string, unknown>): FileRow | null {
  const code = text(record.code);
  const longUrl = text(record.url);
  if (!code || !longUrl) return null;
  const host = (text(record.domain) ?? '').toLowerCase();
  const tags = Array.isArray(record.tags) ? record.tags.filter((t): t is string => typeof t === 'string') : parseTagCell(text(record.tags) ?? '');
  const days: Record<string, number> = {};
  const history = record.history;
  const dayEntries =
    history && typeof history === 'object' && !Array.isArray(history) ? Object.entries(history) : Object.entries(record).filter(([k]) => DAY.test(k));
  for (const [day, value] of dayEntries) {
    const n = Number(value);
    if (DAY.test(day) && Number.isInteger(n) && n > 0) days[day] = (days[day] ?? 0) + n;
  }
  const clicks = Number(text(record.clicks));
  const link: SourceLink = {
    sourceId: `${host}/${code}`,
    host,
    code,
    longUrl,
    ...(text(record.title) ? { title: text(record.title) } : {}),
    ...(tags.length ? { tags } : {}),
    ...(isoDate(record.created) ? { createdAt: isoDate(record.created) } : {}),
    ...(isoDate(record.expires) ? { expiresAt: isoDate(record.expires) } : {}),
    ...(Number.isInteger(clicks) && clicks >= 0 ? { clicks } : {}),
  };
  return { link, days };
}

/** The last file read, with its rows by source id: a run reads the same file for every page and link. */
let cached: { text: string; rows: FileRow[]; byId: Map<string, FileRow> } | null = null;

function rowsOf(text: string): { rows: FileRow[]; byId: Map<string, FileRow> } {
  if (cached?.text !== text) {
    const rows = readImportFile(text);
    cached = { text, rows, byId: new Map(rows.map((r) => [r.link.sourceId, r])) };
  }
  return cached;
}

export const fileAdapter: ImportAdapter = {
  id: 'file',
  async listLinks(ctx, cursor) {
    const { rows } = rowsOf(ctx.file ?? '');
    const start = cursor === null ? 0 : Number(cursor);
    const end = Math.min(rows.length, start + PAGE);
    return { links: rows.slice(start, end).map((r) => r.link), next: end < rows.length ? String(end) : null, total: rows.length };
  },
  async clickHistory(ctx, link): Promise<ClickHistory> {
    const row = rowsOf(ctx.file ?? '').byId.get(link.sourceId);
    const days = Object.entries(row?.days ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, clicks]) => ({ day, clicks }));
    return { days };
  },
};
