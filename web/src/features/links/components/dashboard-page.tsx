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
import { tagList, unknownTagsText } from '../lib/format';
import { tagsOf } from '@/components/tags/tag-options';
import { useClickTrend, useLinks, useRefreshLinks, useStats } from '../api/links';
import { useCopyUrl } from '../hooks/use-copy';
import { useDashboardQuery } from '../hooks/use-dashboard-query';
import { CreateLinkModal } from './dashboard/create-link-modal';
import { DeleteLinkModal } from './dashboard/delete-link-modal';
import { LinksTable, LinksTableSkeleton } from './dashboard/links-table';
import { QrModal } from './dashboard/qr-modal';
import { StatCards } from './dashboard/stat-cards';
import { Icon } from '@/components/ui/icon';
import { filterCountText } from '../lib/format';
import '../links.css';
import { useLocalize, useT } from '@/lib/i18n';

/**
 * /user/dashboard: totals, search, a tag filter (`?tag=<id>&tag=<id>`, any of them,
 * combined with the search; each change is a history entry), the team's links (10 per page,
 * newest first, each with its tags) with copy, QR, edit and delete, and the 'Create New Link'
 * modal. After a create or delete, the list and counts are re-fetched 0.5 s later (spec §4).
 */
export function DashboardPage() {
  const t = useT();
  const localize = useLocalize();
  useDocumentTitle(t('nav.dashboard'));
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
        <p className="page-eyebrow">{t('links.dashboard.eyebrow')}</p>
        <h1 className="page-title">{name ? t('links.dashboard.welcomeName', { name }) : t('links.dashboard.welcome')}</h1>
        <p className="page-description">{t('links.dashboard.description')}</p>
      </div>
      {canWrite && (
        <div className="page-actions">
          <Button size="lg" onClick={() => setCreating(true)}>
            <Icon name="plus" />
            {t('links.dashboard.create')}
          </Button>
        </div>
      )}
    </div>
  );

  let body: ReactNode;
  if (!list.data && list.error) {
    body = (
      <div className="links-card__state">
        <LoadError title={t('links.dashboard.loadError')} source={list} />
      </div>
    );
  } else if (!list.data) {
    body = (
      <SkeletonRegion label={t('links.dashboard.loading')}>
        <LinksTableSkeleton />
      </SkeletonRegion>
    );
  } else if (items.length === 0 && !filtered) {
    body = (
      <EmptyState
        icon={<Icon name="link" size={30} />}
        title={localize(MSG.noLinksYet)}
        action={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Icon name="plus" />
              {t('links.dashboard.createFirst')}
            </Button>
          )
        }
      >
        {canWrite ? t('links.dashboard.emptyWriter') : t('links.dashboard.emptyReader')}
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<Icon name="search" size={30} />}
        title={filterCountText(0, shownQ, shownTagNames)}
        action={
          <Button variant="secondary" onClick={() => clearFilters()}>
            {shownQ && shownTagNames.length
              ? t('links.dashboard.clearSearchAndTags')
              : shownQ
                ? t('links.dashboard.clearSearch')
                : t('links.dashboard.clearTagFilter')}
          </Button>
        }
      >
        {shownQ ? t('links.dashboard.searchHelp') : t('links.dashboard.tagHelp')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <LinksTable
          links={items}
          caption={
            filtered
              ? t('links.dashboard.captionFiltered', {
                  tags: shownTagNames.length ? tagList(shownTagNames) : 'none',
                  q: shownQ || 'none',
                  page,
                  pages: totalPages,
                })
              : t('links.dashboard.caption', { page, pages: totalPages })
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
          <span className="muted">{filtered ? '' : t('links.dashboard.count', { n: total })}</span>
          <Pagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            siblings={PAGINATION_SIBLINGS}
            onChange={(p) => setQuery({ page: p })}
            label={t('links.dashboard.pages')}
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
            {t('links.dashboard.links')}
          </h2>
          {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too recent for every browser the app supports */}
          <div className="search-box" role="search">
            <Icon name="search" />
            <label htmlFor="link-search" className="sr-only">
              {t('links.dashboard.search')}
            </label>
            <input
              id="link-search"
              type="search"
              className="search-box__input"
              placeholder={t('links.dashboard.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              autoComplete="off"
            />
            {list.isValidating && list.data && <Spinner label={t('links.dashboard.updating')} />}
          </div>
          {(knownTags?.length || tagIds.length > 0) && (
            <div className="tag-filter">
              <TagPicker
                label={t('links.dashboard.filterByTag')}
                hideLabel
                placeholder={t('links.dashboard.filterByTag')}
                tags={knownTags}
                value={tagIds}
                onChange={(ids) => setTagFilter(ids)}
                max={TAG_FILTER_MAX}
                maxMessage={TAG_MSG.filterInvalid}
                removeLabel={(name) => t('links.dashboard.stopFiltering', { name })}
                loadError={teamTags.error && !knownTags ? t('links.dashboard.tagsLoadError') : null}
              />
              {tagIds.length > 0 && (
                <Button variant="ghost" className="tag-filter__clear" onClick={() => setTagFilter([])}>
                  {t('links.dashboard.clearTags')}
                </Button>
              )}
            </div>
          )}
        </div>
        {unknownTags > 0 && (
          <Alert tone="info">
            {unknownTagsText(unknownTags, tagIds.length)}{' '}
            <Button variant="ghost" onClick={() => setUnknownTags(0)}>
              {t('links.dashboard.dismiss')}
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
