import {
  IMPORT_CONFLICT_CHOICES,
  IMPORT_SOURCES,
  IMPORT_STATUSES,
  type ImportConflictChoice,
  type ImportSourceId,
  type ImportStatus,
  type TableIndexName,
} from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * An import (docs/DATA-MODEL.md "Imports"): the job item `IMPORT#{importId}` / `IMPORT` and, in
 * its partition, one marker per step done (`READ#n`, `WRITE#n`, `HISTORY#n`: a page read,
 * written, its history added), each put in the same transaction as the counters it moves, so a
 * redelivered step never counts twice. GSI1 lists a team's imports, newest first.
 */

export const IMPORTS_INDEX = 'GSI1' satisfies TableIndexName;

export const importKey = (importId: string): Key => ({ PK: `IMPORT#${importId}`, SK: 'IMPORT' });

export type ImportStep = 'READ' | 'WRITE' | 'HISTORY';

/**
 * The source's token, beside the job and never in it: kept while the run uses it, dropped when
 * the import ends, and gone by itself (TTL) TOKEN_TTL_SECONDS after the last step that used it —
 * a preview nobody starts does not keep it.
 */
export const importTokenKey = (importId: string): Key => ({ PK: `IMPORT#${importId}`, SK: 'TOKEN' });
export const TOKEN_TTL_SECONDS = 48 * 3600;

const importTokenSchema = z.object({ token: z.string(), ttl: z.number() });
export const parseImportToken = (item: Record<string, unknown>) => parseItem('import token', importTokenSchema, item);

export const importStepKey = (importId: string, step: ImportStep, page: number): Key => ({
  PK: `IMPORT#${importId}`,
  SK: `${step}#${String(page).padStart(6, '0')}`,
});

export const teamImportsPartition = (teamId: string) => `TEAM#${teamId}#IMPORTS`;

export const teamImportsIndexKey = (teamId: string, createdAt: string, importId: string) => ({
  GSI1PK: teamImportsPartition(teamId),
  GSI1SK: `${createdAt}#${importId}`,
});

/** What to do with a source domain's links: keep (same host in Kisa), move onto `to` (null: the platform's), or skip. */
export interface DomainChoice {
  host: string;
  /** The source's own shared domain (bit.ly, …): cannot be kept. */
  shared: boolean;
  links: number;
  action: 'keep' | 'move' | 'skip';
  to: string | null;
  /** Why it could not be kept (another team's, the team's limit). */
  problem?: string;
}

/** The preview's counters, moved by each page read. */
export const READ_COUNTERS = ['read', 'unreadable', 'codeTaken', 'invalidCode', 'invalidTarget', 'blockedTarget', 'duplicate'] as const;
/** The report's counters, moved by each page written and each history page. */
export const WRITE_COUNTERS = ['written', 'alreadyImported', 'newCodes', 'skipped', 'historyLinks', 'clicks'] as const;
export type ReadCounter = (typeof READ_COUNTERS)[number];
export type WriteCounter = (typeof WRITE_COUNTERS)[number];

export interface ImportJobRecord extends Record<ReadCounter | WriteCounter, number> {
  importId: string;
  teamId: string;
  source: ImportSourceId;
  /** The source's API base; null for a file. */
  apiUrl: string | null;
  /** The uploaded file's key in the exports bucket (`file` source). */
  fileKey?: string;
  status: ImportStatus;
  createdAt: string;
  updatedAt: string;
  createdBy: { id: string; name: string };
  history: boolean;
  /** Where links on the source's shared domains go (a host; null: the platform's short domain). */
  targetDomain: string | null;
  conflicts: ImportConflictChoice;
  /** Pages read so far; `lastPage` once the source said there are no more. */
  pages: number;
  lastPage?: number;
  /** Links the source said it holds, when it did. */
  sourceTotal?: number;
  /** Distinct tag names of the source's links (counted when reading ends). */
  tags: number;
  domains: DomainChoice[];
  /** Skipped links by reason (IMPORT_SKIP_REASONS keys), filled when the import ends. */
  skippedBy: Record<string, number>;
  waitingUntil?: string;
  error?: string;
}

const counter = z.number().default(0);
const counters = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((n) => [n, counter])) as Record<K, typeof counter>;

const importJobItemSchema = z.object({
  importId: z.string(),
  teamId: z.string(),
  source: z.enum(IMPORT_SOURCES),
  apiUrl: z.string().nullable().default(null),
  fileKey: z.string().optional(),
  status: z.enum(IMPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  history: z.boolean().default(true),
  targetDomain: z.string().nullable().default(null),
  conflicts: z.enum(IMPORT_CONFLICT_CHOICES).default('skip'),
  pages: counter,
  lastPage: z.number().optional(),
  sourceTotal: z.number().optional(),
  tags: counter,
  domains: z
    .array(
      z.object({
        host: z.string(),
        shared: z.boolean(),
        links: z.number(),
        action: z.enum(['keep', 'move', 'skip']),
        to: z.string().nullable(),
        problem: z.string().optional(),
      }),
    )
    .default([]),
  skippedBy: z.record(z.string(), z.number()).default({}),
  waitingUntil: z.string().optional(),
  error: z.string().optional(),
  ...counters(READ_COUNTERS),
  ...counters(WRITE_COUNTERS),
});

export function importJobItem(job: ImportJobRecord) {
  return { ...importKey(job.importId), ...teamImportsIndexKey(job.teamId, job.createdAt, job.importId), type: 'import', ...job };
}

export function parseImportJob(item: Record<string, unknown>): ImportJobRecord {
  const { fileKey, lastPage, sourceTotal, waitingUntil, error, ...rest } = parseItem('import', importJobItemSchema, item);
  return {
    ...rest,
    ...(fileKey !== undefined ? { fileKey } : {}),
    ...(lastPage !== undefined ? { lastPage } : {}),
    ...(sourceTotal !== undefined ? { sourceTotal } : {}),
    ...(waitingUntil !== undefined ? { waitingUntil } : {}),
    ...(error !== undefined ? { error } : {}),
  };
}

/** What a page read leaves in its marker: its source domains and tag names, for the preview. */
export interface ReadPageSummary {
  /** Links per source host (a list: a host may be '', which no map key may be). */
  domains: { host: string; links: number }[];
  tagNames: string[];
}

const readPageSchema = z.object({
  domains: z.array(z.object({ host: z.string(), links: z.number() })).default([]),
  tagNames: z.array(z.string()).default([]),
});

export const parseReadPage = (item: Record<string, unknown>): ReadPageSummary => parseItem('import page', readPageSchema, item);

const writePageSchema = z.object({ skippedBy: z.record(z.string(), z.number()).default({}) });

/** What a written page leaves in its marker: its links skipped, by reason. */
export const parseWritePage = (item: Record<string, unknown>): { skippedBy: Record<string, number> } => parseItem('import page', writePageSchema, item);
