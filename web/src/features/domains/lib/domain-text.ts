import { displayHost, type Domain, type DomainStatus } from '@kisa/shared';
import { formatRelative } from '@/lib/format';
import { translatedRecord, translateNow } from '@/lib/i18n';

/**
 * What the Domains screen says about a domain: its host as people read it, its status in
 * words, when it was last checked, and where its DNS records go. Pure; unit-tested.
 */

/** `xn--ksa-…örnek` as people read it (`kısa.örnek.com`); the ASCII host when it does not decode. */
export function domainLabel(host: string): string {
  return displayHost(`http://${host}/`) || host;
}

/** The status in words (never only a colour), in the language shown. */
export const STATUS_LABEL = translatedRecord<DomainStatus>({
  pending: 'domains.status.pending',
  verified: 'domains.status.verified',
  misconfigured: 'domains.status.misconfigured',
});

/** What the status means for the team. */
export const STATUS_MEANING = translatedRecord<DomainStatus>({
  pending: 'domains.meaning.pending',
  verified: 'domains.meaning.verified',
  misconfigured: 'domains.meaning.misconfigured',
});

/** Domains the screen keeps checking while it is open. */
export const awaitsDns = (d: Pick<Domain, 'status'>): boolean => d.status !== 'verified';

/** "Checked 3 minutes ago", "Checked just now", or "Not checked yet". */
export function checkedText(iso: string | undefined, now = Date.now()): string {
  const ago = formatRelative(iso, now);
  if (!iso || !ago) return translateNow('domains.notChecked');
  // Under a minute ago, or ahead of this clock: "now" (the relative format's smallest unit is a minute).
  return Date.parse(iso) - now > -60_000 ? translateNow('domains.checkedJustNow') : translateNow('domains.checked', { ago });
}

/** Second-level labels under which country registries sell names (acme.co.uk, acme.com.tr). */
const SECOND_LEVEL = new Set([
  'co',
  'com',
  'net',
  'org',
  'gov',
  'edu',
  'ac',
  'gen',
  'biz',
  'info',
  'web',
  'name',
  'ltd',
  'plc',
  'bel',
  'av',
  'pol',
  'tsk',
  'k12',
  'dr',
  'tv',
  'or',
  'ne',
  'go',
  'gob',
  'nom',
  'mil',
]);

/**
 * The zone `host` most likely lives in — the name bought from a registry (`acme.com`,
 * `acme.com.tr`) — guessed without the public suffix list: the last two labels, or three under
 * a country's well-known second level. Only for hints: Kisa checks whatever DNS answers.
 */
export function zoneOf(host: string): string {
  const labels = host.split('.');
  const secondLevel = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!);
  return labels.slice(secondLevel ? -3 : -2).join('.');
}

/** The domain is (probably) its zone's apex, where DNS allows no CNAME. */
export const looksLikeApex = (host: string): boolean => zoneOf(host) === host;

/**
 * A record's name as DNS providers that append the zone themselves want it typed: `_kisa.go`
 * for `_kisa.go.acme.com`, `@` for the apex itself.
 */
export function relativeName(name: string, zone: string): string {
  if (name === zone) return '@';
  return name.endsWith(`.${zone}`) ? name.slice(0, -(zone.length + 1)) : name;
}
