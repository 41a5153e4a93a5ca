import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFromAddress } from '@kisa/shared';
import { readTagFilter, writeTagFilter } from '@/components/tags/tag-filter';
import { useTeamTags } from '@/components/tags/use-team-tags';
import { useDebounced } from './use-debounced';

/** The search asks once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The dashboard's query in its URL: the search (`?q=`, set once typing pauses, in place), the
 * page (`?page=`) and the tag filter (`?tag=<id>&tag=<id>`, each change a history entry of its
 * own). The search box follows Back and Forward; tags no longer known leave the filter, counted
 * in `unknownTags` so the screen can say so.
 */
export function useDashboardQuery() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromAddress(params.get('page'));
  const tagIds = readTagFilter(params);
  const tagKey = tagIds.join(',');
  const teamTags = useTeamTags();
  const [search, setSearch] = useState(q);
  const settledSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  const setQuery = useCallback(
    (next: { q?: string; page?: number }) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          const nq = next.q ?? p.get('q') ?? '';
          const np = next.page ?? pageFromAddress(p.get('page'));
          if (nq) p.set('q', nq);
          else p.delete('q');
          if (np > 1) p.set('page', String(np));
          else p.delete('page');
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** The search this page last put in the URL: any other `q` came from Back or Forward. */
  const ownQ = useRef(q);
  // A new search term starts at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search term writes the URL; a q from Back or Forward must not be written over
  useEffect(() => {
    if (settledSearch === q) return;
    ownQ.current = settledSearch;
    setQuery({ q: settledSearch, page: 1 });
  }, [settledSearch]);
  // Back and forward (through tag filters, say) change the URL's search: the search box follows.
  useEffect(() => {
    if (q === ownQ.current) return;
    ownQ.current = q;
    setSearch(q);
  }, [q]);

  /** A new tag filter (a history entry of its own, so Back undoes it), from page 1. */
  const setTagFilter = useCallback(
    (ids: readonly string[], replace = false) =>
      setParams(
        (prev) => {
          const p = writeTagFilter(prev, ids);
          p.delete('page');
          return p;
        },
        { replace },
      ),
    [setParams],
  );
  // A tag deleted meanwhile (or a stale bookmark) leaves the filter once the team's tags are
  // known — said, not silent: otherwise every link shows as if the tag had matched them.
  const knownTags = teamTags.data?.items;
  const [unknownTags, setUnknownTags] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tagKey stands for tagIds, an array new on each render
  useEffect(() => {
    if (!knownTags || !tagIds.length) return;
    const kept = tagIds.filter((id) => knownTags.some((t) => t.id === id));
    if (kept.length !== tagIds.length) {
      setUnknownTags(tagIds.length - kept.length);
      setTagFilter(kept, true);
    }
  }, [knownTags, tagKey]);

  /** No search, no tag filter, the first page; `replace`: in place of the current history entry. */
  const clearFilters = (replace = false) => {
    setSearch('');
    setParams(
      (prev) => {
        const p = writeTagFilter(prev, []);
        p.delete('q');
        p.delete('page');
        return p;
      },
      { replace },
    );
  };

  return { q, page, tagIds, search, setSearch, setQuery, setTagFilter, clearFilters, teamTags, unknownTags, setUnknownTags };
}
