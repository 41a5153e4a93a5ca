import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ANALYTICS_PAGE_SIZE,
  MSG,
  NONE_VALUE,
  todayIn,
  type Analytics,
  type AnalyticsFilter,
  type AnalyticsFilters,
  type RankItem,
  type TagList,
} from '@kisa/shared';
import { Button, Card } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsPath, browserTimeZone } from '@/lib/analytics-query';
import { ApiError } from '@/lib/api-client';
import { clicksText, formatCount } from '@/lib/format';
import { useAnalytics, useCampaignName, type AnalyticsSource } from '../api/analytics';
import { chipLabel } from '../lib/chip-label';
import { useTeamTags } from '@/components/tags/use-team-tags';
import { toSlices } from '../lib/chart-data';
import { showConversions } from '../lib/conversions';
import { formatRange } from '../lib/format';
import { FILTER_LABELS, shareLabel, showDomains, tagChipLabel, tagLabel, valueLabel } from '../lib/labels';
import { queryOf, rangeOf, readViewState, withFilter, withoutFilter, withoutTag, withTag, withTags, writeViewState, type ViewState } from '../lib/view-state';
import { showChoices, RulesPanel, VariantsPanel } from './choices-panel';
import { ClicksByDate } from './clicks-by-date';
import { FilterChips, type Chip } from './filter-chips';
import { FreshnessNote } from './freshness-note';
import { Icon } from '@/components/ui/icon';
import { RankingChart, WorldMap } from './lazy-charts';
import { LinksPanel } from './links-panel';
import { RankingPanel, type RankEntry } from './ranking-panel';
import { RangePicker } from './range-picker';
import { SourcePanel } from './source-panel';
import { SummaryCards } from './summary-cards';
import { TagFilter } from './tag-filter';
import { TagsPanel } from './tags-panel';
import { VisitorLog } from './visitor-log';
import './analytics.css';
import { useLocalize, useT, type MessageKey } from '@/lib/i18n';

type RankedFilter = 'browser' | 'device' | 'os' | 'referrer' | 'city' | 'domain';
const RANKINGS: ReadonlyArray<{ filter: RankedFilter; title: MessageKey; noun: MessageKey; chart: 'pie' | 'column' | 'bar' }> = [
  { filter: 'browser', title: 'analytics.panel.browser', noun: 'analytics.noun.browser', chart: 'pie' },
  { filter: 'device', title: 'analytics.panel.devices', noun: 'analytics.noun.device', chart: 'column' },
  { filter: 'os', title: 'analytics.panel.os', noun: 'analytics.noun.os', chart: 'pie' },
  { filter: 'referrer', title: 'analytics.panel.referrer', noun: 'analytics.noun.referrer', chart: 'bar' },
  { filter: 'city', title: 'analytics.panel.city', noun: 'analytics.noun.city', chart: 'bar' },
  // The domains links were visited on (the platform's named by its host); shown only
  // when a branded domain had clicks (showDomains).
  { filter: 'domain', title: 'analytics.panel.domains', noun: 'analytics.noun.domain', chart: 'bar' },
];

const NO_FILTERS: AnalyticsFilters = {};
/** A tag chip's key: `tag:<id>` (other chips are keyed by their filter's name). */
const TAG_CHIP = 'tag:';
// Each entry with its conversions: the panel shows Conversions / Rate / Revenue columns when any entry has some.
const rankEntries = (filter: AnalyticsFilter, items: readonly RankItem[]): RankEntry[] =>
  items.map((i) => ({
    value: i.name,
    label: valueLabel(filter, i.name),
    count: i.count,
    conversions: i.conversions,
    convertingClicks: i.convertingClicks,
    revenue: i.revenue,
  }));

/**
 * The analytics of a range and filters: cards, clicks by date, links, rankings with charts,
 * QR vs link, the visitor log. The range and the filters live in the URL (bookmarkable);
 * `fixedFilters` (a link's insight page) always apply and cannot be removed.
 */
export function AnalyticsView({
  fixedFilters = NO_FILTERS,
  source,
  actions,
}: {
  fixedFilters?: AnalyticsFilters;
  source?: AnalyticsSource;
  /** Buttons beside the range picker for what the view shows now (a Share button). */
  actions?: (view: { filters: AnalyticsFilters; tagIds: readonly string[] }) => ReactNode;
}) {
  const t = useT();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readViewState(params), [params]);
  const tz = useMemo(browserTimeZone, []);
  const today = todayIn(tz);
  // By value: the insight route passes a new `{ linkId }` object on each render.
  const fixedKey = JSON.stringify(fixedFilters);
  const query = useMemo(() => queryOf(state, tz, today, JSON.parse(fixedKey) as AnalyticsFilters), [state, tz, today, fixedKey]);
  const queryKey = analyticsPath(query);
  const range = rangeOf(state.range, today);
  const { data, error, isLoading, isValidating, mutate, freshness, retryLatest } = useAnalytics(query, source?.analyticsPath);
  // keepPreviousData: while another range or filter loads, the old figures stay, dimmed.
  const stale = !!data && isLoading;

  const update = useCallback((next: ViewState) => setParams(writeViewState(next)), [setParams]);
  const select = (filter: AnalyticsFilter) => (value: string) => {
    if (fixedFilters[filter] || state.filters[filter] === value) return;
    update(withFilter(state, filter, value));
  };

  const campaignName = useCampaignName(fixedFilters.campaignId || source ? undefined : state.filters.campaignId);
  const { data: teamTags } = useTeamTags(!source);
  const chips: Chip[] = [
    ...Object.entries(state.filters)
      .filter(([f]) => !fixedFilters[f as AnalyticsFilter])
      .map(([f, v]) => ({ key: f, name: FILTER_LABELS[f as AnalyticsFilter], label: chipLabel(f as AnalyticsFilter, v!, data, campaignName) })),
    // Each tag of the tag filter is a chip of its own (any of them matches).
    ...state.tagIds.map((id) => ({ key: `${TAG_CHIP}${id}`, name: tagLabel(), label: tagChipLabel(id, teamTags?.items, data?.tags) })),
  ];
  const removeChip = (key: string) =>
    update(key.startsWith(TAG_CHIP) ? withoutTag(state, key.slice(TAG_CHIP.length)) : withoutFilter(state, key as AnalyticsFilter));
  const selectTag = (id: string) => update(withTag(state, id));
  const clearFilters = () => update({ ...state, filters: {}, tagIds: [] });

  let content: ReactNode;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    content = <LoadError title={MSG.analyticsLoadError} source={{ error, isValidating, mutate }} message={notFound ? t('analytics.notFound') : undefined} />;
  } else if (!data) {
    content = (
      <div className="an-stack" role="status" aria-label={t('analytics.loading')}>
        <SummaryCards />
        <Card className="an-panel an-panel--wide">
          <Skeleton width="100%" height={280} />
        </Card>
        <div className="an-grid">
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="an-panel">
              <Skeleton width="40%" height={20} />
              <Skeleton width="100%" height={200} className="an-skeleton-block" />
            </Card>
          ))}
        </div>
      </div>
    );
  } else {
    content = (
      <div className={stale ? 'an-stack an-stack--stale' : 'an-stack'} aria-busy={stale || undefined}>
        <SummaryCards data={data} />
        {data.totals.totalClicks === 0 ? (
          <Card>
            <EmptyState
              icon={<Icon name="chart" size={30} strokeWidth={2} />}
              title={localize(MSG.analyticsNoClicks)}
              action={
                chips.length > 0 ? (
                  <Button variant="secondary" onClick={clearFilters}>
                    {t('analytics.clearFilters')}
                  </Button>
                ) : undefined
              }
            >
              {chips.length > 0 ? t('analytics.emptyFiltered') : t('analytics.empty')}
            </EmptyState>
          </Card>
        ) : (
          <Panels
            data={data}
            state={state}
            fixedFilters={fixedFilters}
            range={range}
            select={select}
            selectTag={selectTag}
            teamTags={teamTags}
            shared={!!source}
          />
        )}
        {(!source || source.visitorsPath) && (
          <VisitorLog
            query={query}
            queryKey={queryKey}
            conversions={showConversions(data)}
            pageSize={state.visitsPerPage ?? ANALYTICS_PAGE_SIZE}
            onPageSize={(size) => update({ ...state, visitsPerPage: size })}
            visitorsPath={source?.visitorsPath}
          />
        )}
        <p className="an-bots">
          <Icon name="shield" size={16} strokeWidth={2} />
          <span>
            {localize(MSG.analyticsBotsExcluded)}{' '}
            {data.botsExcluded > 0 && t('analytics.botsLeftOut', { n: data.botsExcluded, count: formatCount(data.botsExcluded) })}
          </span>
        </p>
      </div>
    );
  }

  return (
    <div className="analytics">
      <div className="an-toolbar">
        <div className="an-toolbar__controls">
          <RangePicker value={state.range} range={range} today={today} onChange={(r) => update({ ...state, range: r })} />
          {!source && <TagFilter selected={state.tagIds} onChange={(ids) => update(withTags(state, ids))} />}
          {actions?.({ filters: query.filters, tagIds: query.tagIds ?? [] })}
        </div>
        <p className="an-toolbar__range muted">
          <span className="sr-only">{t('analytics.showing')}</span>
          {formatRange(range.from, range.to)} <span aria-hidden="true">·</span> <span title={t('analytics.tzTitle')}>{tz}</span>
        </p>
      </div>
      <FreshnessNote data={error ? undefined : data} freshness={freshness} onRetry={retryLatest} />
      <FilterChips chips={chips} onRemove={removeChip} onClear={clearFilters} />
      {/* Announces the new figures after a range or filter change. */}
      <p className="sr-only" role="status">
        {data && !stale && !error ? `${clicksText(data.totals.uniqueClicks, data.totals.totalClicks)}, ${formatRange(data.range.from, data.range.to)}` : ''}
      </p>
      {content}
    </div>
  );
}

function Panels({
  data,
  state,
  fixedFilters,
  range,
  select,
  selectTag,
  teamTags,
  shared,
}: {
  data: Analytics;
  state: ViewState;
  fixedFilters: AnalyticsFilters;
  range: { from: string; to: string };
  select: (filter: AnalyticsFilter) => (value: string) => void;
  selectTag: (id: string) => void;
  teamTags: TagList | undefined;
  /** A shared dashboard's view: its Links panel shows only what the answer has (its rows open nothing in the app). */
  shared: boolean;
}) {
  const t = useT();
  const total = data.totals.totalClicks;
  const share = shareLabel(!!fixedFilters.linkId);
  const rankings = useMemo(
    () =>
      RANKINGS.map((r) => {
        const entries = rankEntries(r.filter, data[r.filter]);
        const slices = toSlices(
          entries,
          (e) => e.value,
          (e) => e.label,
          (e) => e.count,
        );
        return { ...r, entries, slices, swatches: new Map(slices.flatMap((s) => (s.filterValue ? [[s.filterValue, s.colour] as const] : []))) };
      }),
    [data],
  );
  const countries = useMemo(
    () => ({
      entries: data.country.map(
        (c): RankEntry => ({
          value: c.code,
          label: c.code === NONE_VALUE ? t('analytics.value.unknown') : c.name,
          count: c.count,
          extra: [c.code === NONE_VALUE ? '' : c.code],
          conversions: c.conversions,
          convertingClicks: c.convertingClicks,
          revenue: c.revenue,
        }),
      ),
      byCode: new Map(data.country.filter((c) => c.code !== NONE_VALUE).map((c) => [c.code, { name: c.name, count: c.count }])),
    }),
    [data, t],
  );
  const panel = (filter: RankedFilter) => {
    const r = rankings.find((x) => x.filter === filter)!;
    return (
      <RankingPanel
        title={t(r.title)}
        noun={t(r.noun)}
        entries={r.entries}
        total={total}
        active={state.filters[filter]}
        range={range}
        swatches={r.swatches}
        shareLabel={share}
        chart={<RankingChart kind={r.chart} slices={r.slices} onSelect={select(filter)} />}
        onSelect={select(filter)}
      />
    );
  };

  return (
    <>
      <ClicksByDate data={data} />
      {!fixedFilters.linkId && data.links.length > 0 && <LinksPanel links={data.links} readOnly={shared} />}
      {/* What sent the visitors: the split's variants (the experiment's figures) and the targeting rules. */}
      {showChoices(data.variants, state.filters.variantId) && (
        <VariantsPanel
          variants={data.variants}
          total={total}
          shareLabel={share}
          active={state.filters.variantId}
          range={range}
          onSelect={select('variantId')}
        />
      )}
      {showChoices(data.rules, state.filters.ruleId) && (
        <RulesPanel rules={data.rules} total={total} shareLabel={share} active={state.filters.ruleId} range={range} onSelect={select('ruleId')} />
      )}
      <div className="an-grid">
        {panel('browser')}
        {panel('device')}
        {panel('os')}
        {panel('referrer')}
        <RankingPanel
          wide
          title={t('analytics.panel.country')}
          noun={t('analytics.noun.country')}
          entries={countries.entries}
          extraHeaders={[t('analytics.code')]}
          total={total}
          shareLabel={share}
          active={state.filters.country}
          range={range}
          chart={<WorldMap counts={countries.byCode} selected={state.filters.country} onSelect={select('country')} />}
          onSelect={select('country')}
        />
        {panel('city')}
        <SourcePanel items={data.source} total={total} active={state.filters.source} onSelect={select('source')} />
        {showDomains(data.domain, state.filters.domain) && panel('domain')}
        <TagsPanel
          tags={data.tags}
          total={total}
          shareLabel={share}
          active={state.tagIds}
          range={range}
          hasTeamTags={(teamTags?.items.length ?? 0) > 0}
          onSelect={selectTag}
        />
      </div>
    </>
  );
}
