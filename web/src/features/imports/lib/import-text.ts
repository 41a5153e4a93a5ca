import {
  IMPORT_FILE_COLUMNS,
  IMPORT_SKIP_REASONS,
  IMPORT_SOURCE_INFO,
  type ImportCounts,
  type ImportHistoryKind,
  type ImportJob,
  type ImportSourceId,
  type ImportStatus,
} from '@kisa/shared';
import { formatCount } from '@/lib/format';

/** What the Import screen says about sources, progress and counts. Pure; unit-tested. */

/** Where each source hands out the token the form asks for. */
export const TOKEN_WHERE: Readonly<Record<Exclude<ImportSourceId, 'file'>, string>> = {
  bitly: 'In Bitly: Settings → Developer settings → API → Generate token.',
  rebrandly: 'In Rebrandly: Account → API keys → New API key.',
  shortio: 'In Short.io: Integrations & API → API → Create API key (the secret key).',
  dub: 'In Dub: Workspace settings → API keys → Create (read access to links and analytics).',
  kutt: 'In Kutt: Settings → API → Generate key.',
  shlink: 'On your Shlink server: shlink api-key:generate.',
  yourls: 'In YOURLS admin: Tools → Secure passwordless API call (the signature token).',
};

const HISTORY: Readonly<Record<ImportHistoryKind, string>> = {
  none: 'links with titles and tags; no click history',
  daily: 'links with titles and tags, and their daily clicks',
  'daily-with-countries-and-referrers': 'links with titles and tags, and their daily clicks with countries and referrers',
};

/** The one-line hint under a source's name: what comes over, and where its token is. */
export function sourceHint(source: ImportSourceId): string {
  const brings = HISTORY[IMPORT_SOURCE_INFO[source].history];
  if (source === 'file') return `A CSV or JSON export from any service: ${brings} (date-named columns).`;
  return `Brings ${brings}. ${TOKEN_WHERE[source]}`;
}

/** The columns the file may have, then the date-named ones. */
export const FILE_COLUMNS_TEXT = `${IMPORT_FILE_COLUMNS.join(', ')}, and one column per day named by its date (2026-03-01) holding that day's clicks`;

/** A sample file: every column, a link in Turkish and one in Arabic, two days of clicks. */
export const SAMPLE_CSV = [
  `${IMPORT_FILE_COLUMNS.join(',')},2026-03-01,2026-03-02`,
  'spring-sale,https://shop.example/spring,,Bahar İndirimi 🌸,"promo,tr",2025-04-01,,7,3,4',
  'merhaba,https://example.org/ar,,مرحبا,,2025-05-02,2026-12-31,2,1,1',
].join('\n');

/** The status in words, for the list and the live region. */
export const STATUS_TEXT: Readonly<Record<ImportStatus, string>> = {
  fetching: 'Reading the source',
  ready: 'Preview ready',
  importing: 'Importing',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The line over the progress bar: which phase, and how far. */
export function progressText(job: Pick<ImportJob, 'status' | 'sourceName' | 'progress' | 'counts'>): string {
  const { phase, read, written, skipped, historyLinks } = job.progress;
  if (job.status === 'fetching') return `Reading links from ${job.sourceName}… ${formatCount(read)} read`;
  if (phase === 'history') return `Reading click history from ${job.sourceName}… ${formatCount(historyLinks)} of ${formatCount(written)} links`;
  return `Writing links… ${formatCount(written + skipped)} of ${formatCount(job.counts.links)}`;
}

/** The progress bar has no known end: reading a source that does not say how many links it holds. */
export const progressUnknown = (job: Pick<ImportJob, 'status' | 'progress'>): boolean => job.status === 'fetching' && job.progress.percent === 0;

/** "Waiting for Bitly's rate limit until 14:05" (local time), or null when not waiting. */
export function waitingText(job: Pick<ImportJob, 'sourceName' | 'waitingUntil'>, timeZone?: string): string | null {
  if (!job.waitingUntil) return null;
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(job.waitingUntil));
  return `Waiting for ${job.sourceName}'s rate limit until ${time}`;
}

/** The preview's counts as rows: links, importable, tags, then each kind of problem (with its reason's words) that occurred. */
export function countRows(counts: ImportCounts): { key: string; label: string; value: number }[] {
  const rows = [
    { key: 'links', label: 'Links in the source', value: counts.links },
    { key: 'importable', label: 'Links that will be imported', value: counts.importable },
    { key: 'tags', label: 'Tags', value: counts.tags },
  ];
  for (const reason of ['codeTaken', 'invalidCode', 'invalidTarget', 'blockedTarget', 'duplicate'] as const)
    if (counts[reason] > 0) rows.push({ key: reason, label: IMPORT_SKIP_REASONS[reason], value: counts[reason] });
  return rows;
}

/** A source domain as people read it: '' is the file's links without a domain. */
export function sourceDomainLabel(host: string, decode: (host: string) => string): string {
  return host === '' ? 'No domain given in the file' : decode(host);
}

/** "3 imported, 1 skipped" for the past imports list. */
export function countsSummary(job: Pick<ImportJob, 'status' | 'counts' | 'report'>): string {
  if (job.report) {
    const skipped = job.report.skipped.reduce((n, s) => n + s.count, 0);
    return `${formatCount(job.report.imported)} imported, ${formatCount(job.report.alreadyImported)} already there, ${formatCount(skipped)} skipped`;
  }
  if (job.status === 'fetching') return `${formatCount(job.counts.links)} read so far`;
  return `${formatCount(job.counts.links)} links, ${formatCount(job.counts.importable)} to import`;
}
