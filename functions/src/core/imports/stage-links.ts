import { checkAlias, foldAlias, IMPORT_SOURCE_INFO, normalizeBulkUrl } from '@kisa/shared';
import { createHash } from 'node:crypto';
import { aliasHolders } from '#data/links/index.js';
import type { ImportJobRecord } from '#data/imports/import-job-item.js';
import { screenUrls } from '../moderation/screen-urls.js';
import { shortLinkTest } from '../links/short-link-targets.js';
import type { SourceContext, SourceLink } from './import-source.js';
import type { StagedLink } from './staged-link.js';
import { adapterOf } from './sources/index.js';

/**
 * Checks a page of source links as the preview counts them: a code Kisa cannot take, a
 * destination that is no http(s) URL or is blocked (or a Kisa short link), the same code twice,
 * a code another link holds on the domain the link would go on by default (its own host, or the
 * import's domain for the source's shared ones). Nothing is written here.
 */
export async function stageLinks(job: ImportJobRecord, ctx: SourceContext, links: readonly SourceLink[]): Promise<StagedLink[]> {
  const staged: StagedLink[] = links.map((link) => {
    const target = normalizeBulkUrl(link.longUrl) ?? undefined;
    return { ...link, linkId: importedLinkId(job, link.sourceId), ...(target ? { target } : {}) };
  });
  const isShortLink = await shortLinkTest(staged.flatMap((l) => (l.target ? [l.target] : [])));
  const screened = await screenUrls(staged.flatMap((l) => (l.target && !isShortLink(l.target) ? [l.target] : [])));
  let at = 0;
  const seen = new Set<string>();
  const byDomain = new Map<string, StagedLink[]>();
  for (const link of staged) {
    if (!link.target) link.problem = 'invalidTarget';
    else if (isShortLink(link.target)) link.problem = 'blockedTarget';
    else {
      const screening = screened[at++]!;
      if (screening.blocked) link.problem = 'blockedTarget';
      else if (screening.flags.length) link.flags = screening.flags;
    }
    const domain = defaultDomainOf(job, ctx, link.host) ?? '';
    const key = `${domain}/${foldAlias(link.code)}`;
    if (!link.problem && checkAlias(link.code)) link.problem = 'invalidCode';
    if (!link.problem && seen.has(key)) link.problem = 'duplicate';
    seen.add(key);
    if (!link.problem) byDomain.set(domain, [...(byDomain.get(domain) ?? []), link]);
  }
  for (const [domain, group] of byDomain) {
    const holders = await aliasHolders(
      group.map((l) => l.code),
      domain || undefined,
    );
    for (const link of group) {
      const holder = holders.get(link.code);
      if (holder !== undefined && holder !== link.linkId) link.problem = 'codeTaken';
    }
  }
  return staged;
}

/** Whether `host` is one of the source's own shared domains (or none at all: a file row without a domain). */
export function isSharedHost(job: ImportJobRecord, ctx: SourceContext, host: string): boolean {
  return !host || IMPORT_SOURCE_INFO[job.source].sharedHosts.includes(host) || (adapterOf(job.source).isSharedHost?.(ctx, host) ?? false);
}

/** The domain a link goes on unless the owner says otherwise: its own host, or the import's domain (null: the platform's) for a shared one. */
function defaultDomainOf(job: ImportJobRecord, ctx: SourceContext, host: string): string | null {
  return isSharedHost(job, ctx, host) ? job.targetDomain : host;
}

/** The source's server as its host (a server's URL is written many ways: `https://sho.rt`, `…/yourls-api.php`, `…/rest/v3`). */
const serverOf = (apiUrl: string | null): string => (apiUrl && URL.canParse(apiUrl) ? new URL(apiUrl).host : '');

/** The link's id in Kisa: a UUID made from team, source (and its server's host) and the source's id, so any later run of the source finds it. */
export function importedLinkId(job: Pick<ImportJobRecord, 'teamId' | 'source' | 'apiUrl'>, sourceId: string): string {
  const hex = createHash('sha256')
    .update(`${job.teamId}\n${job.source}\n${serverOf(job.apiUrl)}\n${sourceId}`)
    .digest('hex');
  // RFC 9562 layout, version 8 (custom), variant 10.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
