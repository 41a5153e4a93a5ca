/** How an import reads on the terminal: its preview (counts, domains, the DNS records to create), its report, one progress line. */
import { domainToUnicode } from 'node:url';
import { IMPORT_SKIP_REASONS } from '@kisa/shared';
import type { ImportJob } from '#client/types.js';
import type { Output } from './output.js';

type Domain = ImportJob['domains'][number];

/** A host as people read it: Unicode, with its ASCII form beside when they differ; the file's links without a host. */
export function hostLabel(host: string): string {
  if (!host) return '(no domain)';
  const unicode = domainToUnicode(host);
  return unicode && unicode !== host ? `${unicode} (${host})` : host;
}

export function printPreview(out: Output, job: ImportJob): void {
  const c = job.counts;
  out.line(`Preview of the import from ${job.sourceName} (${job.id}):`);
  out.fields([['Links read', c.links], ['To import', c.importable], ['Tags', c.tags], ...problemCounts(job)]);
  if (c.codeTaken > 0)
    out.line(
      job.conflicts === 'newCode'
        ? 'Links whose code is taken get a new code.'
        : 'Links whose code is taken are skipped (--conflicts new-code gives them a new code).',
    );
  if (job.domains.length === 0) return;
  out.line();
  out.table(
    ['DOMAIN', 'LINKS', 'ACTION', 'DETAIL'],
    job.domains.map((d) => [hostLabel(d.host), d.links, d.action, domainDetail(d)]),
  );
  for (const d of job.domains.filter((d) => d.action === 'keep' && d.records.length > 0 && !(d.ownershipVerified && d.records.every((r) => r.found)))) {
    out.line();
    out.line(`DNS records for ${hostLabel(d.host)} (TXT first: its links can be written once it is found; the CNAME moves traffic when the import is done):`);
    out.table(
      ['TYPE', 'NAME', 'VALUE', 'FOUND'],
      d.records.map((r) => [r.type, r.name, r.value, r.found ? 'yes' : 'no']),
    );
  }
}

export function printReport(out: Output, job: ImportJob): void {
  const r = job.report;
  const ended = job.status === 'done' ? 'done' : job.status;
  out.line(`Import from ${job.sourceName} (${job.id}) ${ended}:`);
  if (!r) return;
  out.fields([
    ['Imported', r.imported],
    ['Already imported', r.alreadyImported],
    ['New codes', r.newCodes],
    ['Clicks of history', r.clicks],
  ]);
  if (r.skipped.length) {
    out.line('Skipped:');
    for (const s of r.skipped) out.line(`  ${String(s.count).padStart(6)}  ${s.message}`);
  }
}

/** The progress as one line: what the run is doing, and the source's rate limit when it holds the run. */
export function progressLine(job: ImportJob): { phase: string; detail: string } {
  const p = job.progress;
  const waiting = job.waitingUntil ? ` — waiting for the source's rate limit until ${clock(job.waitingUntil)}` : '';
  if (p.phase === 'reading') return { phase: `Reading ${job.sourceName}`, detail: `${p.read} links read${waiting}` };
  if (p.phase === 'links') return { phase: 'Writing links', detail: `${p.written + p.skipped}/${p.read} links${waiting}` };
  if (p.phase === 'history') return { phase: 'Reading click history', detail: `${p.historyLinks} links${waiting}` };
  return { phase: 'Done', detail: `${p.written} links` };
}

/** A time of day in UTC (the same for everyone reading a log). */
export const clock = (iso: string) => `${new Date(iso).toISOString().slice(11, 19)} UTC`;

function problemCounts(job: ImportJob): [string, number][] {
  const c = job.counts;
  const rows: [string, number][] = [
    [IMPORT_SKIP_REASONS.codeTaken, c.codeTaken],
    [IMPORT_SKIP_REASONS.invalidCode, c.invalidCode],
    [IMPORT_SKIP_REASONS.invalidTarget, c.invalidTarget],
    [IMPORT_SKIP_REASONS.blockedTarget, c.blockedTarget],
    [IMPORT_SKIP_REASONS.duplicate, c.duplicate],
  ];
  return rows.filter(([, n]) => n > 0);
}

function domainDetail(d: Domain): string {
  const problem = d.problem ? ` (${d.problem})` : '';
  if (d.action === 'move') return `onto ${d.to ? hostLabel(d.to) : "the platform's domain"}${problem}`;
  if (d.action === 'skip') return `left out${problem}`;
  if (d.ownershipVerified) return `kept: ownership verified${d.status === 'verified' ? '' : `, ${d.status ?? 'pending'}`}`;
  return 'kept: create its TXT record first (below)';
}
