import {
  IMPORT_FILE_COLUMNS,
  IMPORT_SKIP_REASONS,
  IMPORT_SOURCE_INFO,
  type ImportCounts,
  type ImportHistoryKind,
  type ImportJob,
  type ImportSkipReason,
  type ImportSourceId,
  type ImportStatus,
} from '@kisa/shared';
import type { MessageKey } from '@kisa/shared/i18n';
import { formatCount } from '@/lib/format';
import { translateNow, translatedRecord } from '@/lib/i18n';

/** What the Import screen says about sources, progress and counts. Pure; unit-tested. */

/** Where each source hands out the token the form asks for. */
export const TOKEN_WHERE: Readonly<Record<Exclude<ImportSourceId, 'file'>, string>> = translatedRecord({
  bitly: 'imports.tokenWhere.bitly',
  rebrandly: 'imports.tokenWhere.rebrandly',
  shortio: 'imports.tokenWhere.shortio',
  dub: 'imports.tokenWhere.dub',
  kutt: 'imports.tokenWhere.kutt',
  shlink: 'imports.tokenWhere.shlink',
  yourls: 'imports.tokenWhere.yourls',
});

const HISTORY: Readonly<Record<ImportHistoryKind, string>> = translatedRecord({
  none: 'imports.history.none',
  daily: 'imports.history.daily',
  'daily-with-countries-and-referrers': 'imports.history.dailyWithCountries',
});

/** A source's name in the language shown (the file's is words; the services' are names). */
export const sourceName = (source: ImportSourceId): string => (source === 'file' ? translateNow('imports.source.file') : IMPORT_SOURCE_INFO[source].name);

/** An import's source as the screens name it: the server's name, the file's in the language shown. */
export const jobSourceName = (job: { source?: ImportSourceId; sourceName: string }): string => (job.source === 'file' ? sourceName('file') : job.sourceName);

const TOKEN_LABELS: Readonly<Record<string, MessageKey>> = {
  'Access token': 'imports.tokenLabel.accessToken',
  'API key': 'imports.tokenLabel.apiKey',
  'Secret API key': 'imports.tokenLabel.secretApiKey',
  'Signature token': 'imports.tokenLabel.signatureToken',
};

/** The token field's label: the source's own word for it. */
export function tokenLabel(source: ImportSourceId): string {
  const label = IMPORT_SOURCE_INFO[source].tokenLabel;
  const key = label ? TOKEN_LABELS[label] : undefined;
  return key ? translateNow(key) : (label ?? translateNow('imports.form.token'));
}

/** The one-line hint under a source's name: what comes over, and where its token is. */
export function sourceHint(source: ImportSourceId): string {
  const brings = HISTORY[IMPORT_SOURCE_INFO[source].history];
  if (source === 'file') return translateNow('imports.hint.file', { brings });
  return translateNow('imports.hint.source', { brings, where: TOKEN_WHERE[source] });
}

/** The columns the file may have, then the date-named ones. */
export const fileColumnsText = (): string => translateNow('imports.fileColumns', { columns: IMPORT_FILE_COLUMNS.join(', ') });

/** A sample file: every column, a link in Turkish and one in Arabic, two days of clicks. */
export const SAMPLE_CSV = [
  `${IMPORT_FILE_COLUMNS.join(',')},2026-03-01,2026-03-02`,
  'spring-sale,https://shop.example/spring,,Bahar İndirimi 🌸,"promo,tr",2025-04-01,,7,3,4',
  'merhaba,https://example.org/ar,,مرحبا,,2025-05-02,2026-12-31,2,1,1',
].join('\n');

/** The status in words, for the list and the live region. */
export const STATUS_TEXT: Readonly<Record<ImportStatus, string>> = translatedRecord({
  fetching: 'imports.status.fetching',
  ready: 'imports.status.ready',
  importing: 'imports.status.importing',
  done: 'imports.status.done',
  failed: 'imports.status.failed',
  cancelled: 'imports.status.cancelled',
});

/** The line over the progress bar: which phase, and how far. */
export function progressText(job: Pick<ImportJob, 'status' | 'sourceName' | 'progress' | 'counts'> & { source?: ImportSourceId }): string {
  const { phase, read, written, skipped, historyLinks } = job.progress;
  const source = jobSourceName(job);
  if (job.status === 'fetching') return translateNow('imports.progress.reading', { source, read: formatCount(read) });
  if (phase === 'history') return translateNow('imports.progress.history', { source, done: formatCount(historyLinks), total: formatCount(written) });
  return translateNow('imports.progress.writing', { done: formatCount(written + skipped), total: formatCount(job.counts.links) });
}

/** The progress bar has no known end: reading a source that does not say how many links it holds. */
export const progressUnknown = (job: Pick<ImportJob, 'status' | 'progress'>): boolean => job.status === 'fetching' && job.progress.percent === 0;

/** "Waiting for Bitly's rate limit until 14:05" (local time), or null when not waiting. */
export function waitingText(job: Pick<ImportJob, 'sourceName' | 'waitingUntil'> & { source?: ImportSourceId }, timeZone?: string): string | null {
  if (!job.waitingUntil) return null;
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(job.waitingUntil));
  return translateNow('imports.progress.waiting', { source: jobSourceName(job), time });
}

const SKIP_REASONS: Readonly<Record<ImportSkipReason, string>> = translatedRecord({
  codeTaken: 'imports.skip.codeTaken',
  invalidCode: 'imports.skip.invalidCode',
  invalidTarget: 'imports.skip.invalidTarget',
  blockedTarget: 'imports.skip.blockedTarget',
  duplicate: 'imports.skip.duplicate',
  domainSkipped: 'imports.skip.domainSkipped',
  domainNotVerified: 'imports.skip.domainNotVerified',
  domainClaimed: 'imports.skip.domainClaimed',
});

/** Why links were skipped, in the language shown (the API's own words for a reason it names but this screen does not know). */
export const skipReasonText = (reason: string, message: string): string => (reason in IMPORT_SKIP_REASONS ? SKIP_REASONS[reason as ImportSkipReason] : message);

/** The preview's counts as rows: links, importable, tags, then each kind of problem (with its reason's words) that occurred. */
export function countRows(counts: ImportCounts): { key: string; label: string; value: number }[] {
  const rows = [
    { key: 'links', label: translateNow('imports.count.links'), value: counts.links },
    { key: 'importable', label: translateNow('imports.count.importable'), value: counts.importable },
    { key: 'tags', label: translateNow('imports.count.tags'), value: counts.tags },
  ];
  for (const reason of ['codeTaken', 'invalidCode', 'invalidTarget', 'blockedTarget', 'duplicate'] as const)
    if (counts[reason] > 0) rows.push({ key: reason, label: SKIP_REASONS[reason], value: counts[reason] });
  return rows;
}

/** A source domain as people read it: '' is the file's links without a domain. */
export function sourceDomainLabel(host: string, decode: (host: string) => string): string {
  return host === '' ? translateNow('imports.domains.noDomain') : decode(host);
}

/** "3 imported, 1 skipped" for the past imports list. */
export function countsSummary(job: Pick<ImportJob, 'status' | 'counts' | 'report'>): string {
  if (job.report) {
    const skipped = job.report.skipped.reduce((n, s) => n + s.count, 0);
    return translateNow('imports.summary.report', {
      imported: formatCount(job.report.imported),
      already: formatCount(job.report.alreadyImported),
      skipped: formatCount(skipped),
    });
  }
  if (job.status === 'fetching') return translateNow('imports.summary.reading', { count: formatCount(job.counts.links) });
  return translateNow('imports.summary.preview', { links: formatCount(job.counts.links), importable: formatCount(job.counts.importable) });
}
