import { TAG_FILTER_MAX } from '@kisa/shared';

/**
 * The dashboard's tag filter in its URL: `?tag=<id>&tag=<id>` (a comma list,
 * `?tag=a,b`, reads the same). Ids are kept once each, in order, at most TAG_FILTER_MAX.
 */
export const TAG_PARAM = 'tag';

export function readTagFilter(params: URLSearchParams): string[] {
  const ids = params
    .getAll(TAG_PARAM)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, TAG_FILTER_MAX);
}

/** `params` with the filter set to `ids` (none: no `tag` parameter), other parameters kept. */
export function writeTagFilter(params: URLSearchParams, ids: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(TAG_PARAM);
  for (const id of [...new Set(ids)].slice(0, TAG_FILTER_MAX)) next.append(TAG_PARAM, id);
  return next;
}

/** The dashboard filtered by these tags: the path and query the Tags screen's counts link to. */
export function tagFilterSearch(ids: readonly string[]): string {
  const q = writeTagFilter(new URLSearchParams(), ids).toString();
  return q ? `?${q}` : '';
}
