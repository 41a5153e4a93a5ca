import type { Link } from '@kisa/shared';

export type Utm = Link['utm'];
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/**
 * The target URL with the UTM tags a visitor will carry (spec §4: appended as a query
 * string; empty values skipped). Existing query parameters stay; a tag already on the
 * target is replaced. A target that is not a URL is returned with a plain `?…` suffix.
 */
export function buildUtmUrl(target: string, utm: Partial<Record<UtmField, string | null | undefined>>): string {
  const pairs = UTM_FIELDS.map((k) => [`utm_${k}`, (utm[k] ?? '').trim()] as const).filter(([, v]) => v !== '');
  if (pairs.length === 0) return target;
  try {
    const url = new URL(target);
    for (const [k, v] of pairs) url.searchParams.set(k, v);
    return url.toString();
  } catch {
    const qs = new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString();
    return `${target}${target.includes('?') ? '&' : '?'}${qs}`;
  }
}
