import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DASHBOARD_PAGE_SIZE,
  MSG,
  PAGINATION_SIBLINGS,
  REFRESH_AFTER_CHANGE_MS,
  REFRESH_AFTER_CLICK_MS,
  TAG_FILTER_MAX,
  TAG_MSG,
  type Link,
} from '@kisa/shared';
import { getUser, setUser, useUser } from '@/lib/session';
import { useDocumentTitle } from '@/components/layout';
import { Alert, Button, Card, Spinner, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonRegion } from '@/components/ui/skeleton';
import { TagPicker } from '@/components/tags/tag-picker';
import { useMe } from '@/lib/use-me';
import { useCan } from '@/lib/use-can';
import { unknownTagsText } from '../lib/format';
import { tagsOf } from '@/components/tags/tag-options';
import { useClickTrend, useLinks, useRefreshLinks, useStats } from '../api/links';
import { useCopyUrl } from '../hooks/use-copy';
import { useDashboardQuery } from '../hooks/use-dashboard-query';
import { formatCount } from '@/lib/format';
import { CreateLinkModal } from './dashboard/create-link-modal';
import { DeleteLinkModal } from './dashboard/delete-link-modal';
import { LinksTable, LinksTableSkeleton } from './dashboard/links-table';
import { QrModal } from './dashboard/qr-modal';
import { StatCards } from './dashboard/stat-cards';
import { Icon } from '@/components/ui/icon';
import { filterCountText } from '../lib/format';
import '../links.css';

/**
 * /user/dashboard: totals, search, a tag filter (`?tag=<id>&tag=<id>`, any of them,
 * combined with the search; each change is a history entry), the team's links (10 per page,
 * newest first, each with its tags) with copy, QR, edit and delete, and the 'Create New Link'
 * modal. After a create or delete, the list and counts are re-fetched 0.5 s later (spec §4).
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const local = useUser();
  const { data: me } = useMe();
  useEffect(() => {
    if (me && JSON.stringify(me) !== JSON.stringify(getUser())) setUser(me);
  }, [me]);
  const name = me?.name || local?.name || '';
  // A viewer sees the team's links and changes none of them.
  const canWrite = useCan('links:write');

  const { q, page, tagIds, search, setSearch, setQuery, setTagFilter, clearFilters, teamTags, unknownTags, setUnknownTags } = useDashboardQuery();
  const knownTags = teamTags.data?.items;

  const list = useLinks(q, page, tagIds);
  const stats = useStats();
  const trend = useClickTrend();
  const refresh = useRefreshLinks();
  const copy = useCopyUrl();
  const toast = useToast();

  const [creating, setCreating] = useState(false);
  const [qrLink, setQrLink] = useState<Link | null>(null);
  const [deleting, setDeleting] = useState<Link | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  /** List and counts re-fetched 0.5 s after a create or delete, 5 s after a short link is opened (spec §4). */
  const refreshSoon = useCallback(
    (ms: number = REFRESH_AFTER_CHANGE_MS) => {
      const t = setTimeout(() => {
        timers.current.delete(t);
        void refresh().then(() => setRemoved(new Set()));
      }, ms);
      timers.current.add(t);
    },
    [refresh],
  );
  const linksHeading = useRef<HTMLHeadingElement>(null);

  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE));
  // Past the last page (e.g. after deleting its only link): go to the last page.
  useEffect(() => {
    if (list.data && !list.isValidating && page > totalPages) setQuery({ page: totalPages });
  }, [list.data, list.isValidating, page, totalPages, setQuery]);

  const items = (list.data?.items ?? []).filter((l) => !removed.has(l.id));
  // The query the shown page answers: while a newer one loads, the previous page stays, with its own words.
  const shownQ = list.data?.q ?? q;
  const shownTagNames = tagsOf(list.data?.tagIds ?? tagIds, knownTags ?? []).map((t) => t.name);
  const filtered = !!shownQ || (list.data?.tagIds ?? tagIds).length > 0;
  const matches = list.data && filtered ? total : null;
  const header = (
    <div className="page-header">
      <div>
        <p className="page-eyebrow">Dashboard</p>
        <h1 className="page-title">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
        <p className="page-description">Create, search and manage your short links and QR codes.</p>
      </div>
      {canWrite && (
        <div className="page-actions">
          <Button size="lg" onClick={() => setCreating(true)}>
            <Icon name="plus" />
            Create link
          </Button>
        </div>
      )}
    </div>
  );

  let body: ReactNode;
  if (!list.data && list.error) {
    body = (
      <div className="links-card__state">
        <LoadError title="Your links could not be loaded" source={list} />
      </div>
    );
  } else if (!list.data) {
    body = (
      <SkeletonRegion label="Loading your links">
        <LinksTableSkeleton />
      </SkeletonRegion>
    );
  } else if (items.length === 0 && !filtered) {
    body = (
      <EmptyState
        icon={<Icon name="link" size={30} />}
        title={MSG.noLinksYet}
        action={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Icon name="plus" />
              Create your first link
            </Button>
          )
        }
      >
        {canWrite ? 'Shorten a URL and get a QR code for it in one step.' : 'Links your team creates show here.'}
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<Icon name="search" size={30} />}
        title={filterCountText(0, shownQ, shownTagNames)}
        action={
          <Button variant="secondary" onClick={() => clearFilters()}>
            {shownQ && shownTagNames.length ? 'Clear search and tags' : shownQ ? 'Clear search' : 'Clear tag filter'}
          </Button>
        }
      >
        {shownQ ? 'Search looks at titles, aliases and target URLs.' : 'A link shows here when it has any of the chosen tags.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <LinksTable
          links={items}
          caption={
            filtered
              ? `Links${shownTagNames.length ? ` tagged ${shownTagNames.join(' or ')}` : ''}${shownQ ? ` matching “${shownQ}”` : ''}, page ${page} of ${totalPages}`
              : `Your links, newest first, page ${page} of ${totalPages}`
          }
          actions={{
            onCopy: (l) => void copy(l.shortLink),
            onQr: setQrLink,
            onDelete: canWrite ? setDeleting : undefined,
            onVisit: () => refreshSoon(REFRESH_AFTER_CLICK_MS),
          }}
        />
        <div className="card__footer">
          {/* A search's or filter's count is said above the table. */}
          <span className="muted">{filtered ? '' : `${formatCount(total)} ${total === 1 ? 'link' : 'links'}`}</span>
          <Pagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            siblings={PAGINATION_SIBLINGS}
            onChange={(p) => setQuery({ page: p })}
            label="Links pages"
          />
        </div>
      </>
    );
  }

  return (
    <div className="page links-page">
      {header}
      <StatCards stats={stats.data} loading={stats.isLoading} failed={!!stats.error} trend={trend.data} />
      <Card padded={false} className="links-card" aria-busy={!list.data && !list.error}>
        <div className="card__toolbar">
          <h2 ref={linksHeading} className="card__title" tabIndex={-1}>
            Links
          </h2>
          {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too recent for every browser the app supports */}
          <div className="search-box" role="search">
            <Icon name="search" />
            <label htmlFor="link-search" className="sr-only">
              Search links
            </label>
            <input
              id="link-search"
              type="search"
              className="search-box__input"
              placeholder="Search by title, alias or URL"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              autoComplete="off"
            />
            {list.isValidating && list.data && <Spinner label="Updating" />}
          </div>
          {(knownTags?.length || tagIds.length > 0) && (
            <div className="tag-filter">
              <TagPicker
                label="Filter by tag"
                hideLabel
                placeholder="Filter by tag"
                tags={knownTags}
                value={tagIds}
                onChange={(ids) => setTagFilter(ids)}
                max={TAG_FILTER_MAX}
                maxMessage={TAG_MSG.filterInvalid}
                removeLabel={(name) => `Stop filtering by ${name}`}
                loadError={teamTags.error && !knownTags ? 'Your tags could not be loaded.' : null}
              />
              {tagIds.length > 0 && (
                <Button variant="ghost" className="tag-filter__clear" onClick={() => setTagFilter([])}>
                  Clear tags
                </Button>
              )}
            </div>
          )}
        </div>
        {unknownTags > 0 && (
          <Alert tone="info">
            {unknownTagsText(unknownTags, tagIds.length)}{' '}
            <Button variant="ghost" onClick={() => setUnknownTags(0)}>
              Dismiss
            </Button>
          </Alert>
        )}
        {/* Always in the page, so screen readers announce each new count (politely); 0 matches: the empty state shows it. */}
        <p role="status" aria-live="polite" className={matches === 0 ? 'sr-only' : 'search-count'}>
          {matches === null ? '' : filterCountText(matches, shownQ, shownTagNames)}
        </p>
        {body}
      </Card>

      <CreateLinkModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(link) => {
          setCreating(false);
          toast(link.moderation === 'flagged' ? MSG.linkCreatedFlagged : MSG.linkCreated, link.moderation === 'flagged' ? 'info' : 'success');
          // The new link shows at the top of the whole list.
          clearFilters(true);
          refreshSoon();
        }}
      />
      <QrModal link={qrLink} onClose={() => setQrLink(null)} />
      <DeleteLinkModal
        link={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(l) => {
          setDeleting(null);
          setRemoved((s) => new Set(s).add(l.id));
          toast(MSG.linkDeleted, 'success');
          refreshSoon();
          // The row (and its Delete button) is gone: keep keyboard focus in the list.
          requestAnimationFrame(() => linksHeading.current?.focus());
        }}
      />
    </div>
  );
}
