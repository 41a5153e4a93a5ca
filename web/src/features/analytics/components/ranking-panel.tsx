import { useId, useState, type ReactNode } from 'react';
import { ANALYTICS_PAGE_SIZE, type Money } from '@kisa/shared';
import { Card } from '@/components/ui';
import { Pagination } from '@/components/ui/pagination';
import { NumHeader } from '@/components/ui/data-table';
import { downloadText } from '@/lib/download';
import { formatCount, formatRevenue } from '@/lib/format';
import { currentLocale, translateNow, useT } from '@/lib/i18n';
import { csvFileName, rankingCsv } from '../lib/csv';
import { formatRate } from '../lib/conversions';
import { formatShare } from '../lib/format';
import { Icon } from '@/components/ui/icon';
import './rank-table.css';

export interface RankEntry {
  /** What a filter on this entry sends (the name, or the country code). */
  value: string;
  label: string;
  count: number;
  /** Extra CSV columns (the country code). */
  extra?: readonly string[];
  /** Unique clicks (tags): shown in a column of their own when the entries have them. */
  unique?: number;
  /** A second, muted line under the name (a variant's destination, a rule's conditions). */
  detail?: string;
  /** Conversions of these clicks: Conversions and Rate columns (and Revenue) when some entry has any. */
  conversions?: number;
  convertingClicks?: number;
  revenue?: readonly Money[];
}

/**
 * One ranking: its chart, the ranked table (5 per page, a bar showing each share of the
 * clicks) and Export (CSV) of the whole ranking. Selecting a name filters every panel by it.
 */
export function RankingPanel({
  title,
  noun,
  entries,
  total,
  active,
  range,
  chart,
  swatches,
  extraHeaders,
  wide,
  shareLabel = translateNow('analytics.share.all'),
  empty = translateNow('analytics.rank.empty'),
  onSelect,
}: {
  title: string;
  /** The column header (e.g. 'Browser'). */
  noun: string;
  entries: readonly RankEntry[];
  total: number;
  /** The value(s) the view is filtered by (several for tags). */
  active?: string | readonly string[];
  range: { from: string; to: string };
  chart?: ReactNode;
  /** Colours of the entries the chart draws (the table is the chart's legend). */
  swatches?: ReadonlyMap<string, string>;
  extraHeaders?: readonly string[];
  wide?: boolean;
  /** The Share column's name: of what the share is (all the view's clicks, or one link's). */
  shareLabel?: string;
  /** What an empty ranking says. */
  empty?: string;
  onSelect: (value: string) => void;
}) {
  const t = useT();
  // The noun inside a sentence, lower-cased by the language's rules (Turkish İ → i).
  const nounInText = noun.toLocaleLowerCase(currentLocale());
  const isActive = (value: string) => (typeof active === 'string' ? active === value : (active?.includes(value) ?? false));
  const withUnique = entries.some((e) => e.unique !== undefined);
  const withConversions = entries.some((e) => (e.conversions ?? 0) > 0);
  const withRevenue = withConversions && entries.some((e) => (e.revenue?.length ?? 0) > 0);
  const [page, setPage] = useState(1);
  // New figures (another range or filter) start at the first page.
  const [seen, setSeen] = useState(entries);
  if (seen !== entries) {
    setSeen(entries);
    setPage(1);
  }
  const headingId = useId();
  const pages = Math.max(1, Math.ceil(entries.length / ANALYTICS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const start = (current - 1) * ANALYTICS_PAGE_SIZE;
  const shown = entries.slice(start, start + ANALYTICS_PAGE_SIZE);

  const exportCsv = () =>
    downloadText(
      rankingCsv(
        noun,
        entries.map((e) => ({
          label: e.label,
          count: e.count,
          extra: e.extra,
          unique: e.unique,
          ...(withConversions ? { conversions: e.conversions ?? 0, convertingClicks: e.convertingClicks ?? 0, revenue: e.revenue ?? [] } : {}),
        })),
        total,
        extraHeaders,
      ),
      csvFileName(title, range.from, range.to),
    );

  return (
    <Card padded={false} className={wide ? 'an-panel an-panel--wide' : 'an-panel'} role="region" aria-labelledby={headingId}>
      <div className="card__toolbar">
        <h2 id={headingId} className="card__title">
          {title}
        </h2>
        <button type="button" className="btn btn--ghost btn--md an-export" onClick={exportCsv} disabled={entries.length === 0}>
          <Icon name="download" size={16} strokeWidth={2} />
          <span>
            {t('analytics.rank.export')}
            <span className="sr-only">{t('analytics.rank.exportOf', { title })}</span>
          </span>
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="an-panel__empty muted">{empty}</p>
      ) : (
        <div className={wide && chart ? 'an-panel__body an-panel__body--wide' : 'an-panel__body'}>
          {chart && <div className="an-panel__chart">{chart}</div>}
          <div className="an-panel__table">
            <div className="dt-wrap">
              <table className={withConversions ? 'dt rank-table rank-table--many' : 'dt rank-table'}>
                <caption className="sr-only">{t('analytics.rank.caption', { title, noun: nounInText, page: current, pages })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="rank-table__rank">
                      #
                    </th>
                    <th scope="col">{noun}</th>
                    <NumHeader>{t('analytics.rank.clicks')}</NumHeader>
                    {withUnique && <NumHeader>{t('analytics.rank.unique')}</NumHeader>}
                    {withConversions && (
                      <>
                        <NumHeader>{t('analytics.rank.conversions')}</NumHeader>
                        <NumHeader>{t('analytics.rank.rate')}</NumHeader>
                      </>
                    )}
                    {withRevenue && <th scope="col">{t('analytics.rank.revenue')}</th>}
                    <th scope="col" className="rank-table__share">
                      {shareLabel}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((e, i) => {
                    const pct = total > 0 ? Math.min(100, (e.count / total) * 100) : 0;
                    const swatch = swatches?.get(e.value);
                    return (
                      <tr key={e.value} className={isActive(e.value) ? 'rank-table__row--active' : undefined}>
                        <td className="rank-table__rank">{start + i + 1}</td>
                        <td className="rank-table__name">
                          <button
                            type="button"
                            className="rank-name"
                            aria-pressed={isActive(e.value)}
                            title={t('analytics.rank.filterBy', { noun: nounInText, label: e.label })}
                            onClick={() => onSelect(e.value)}
                          >
                            {swatch && <span className="swatch" style={{ background: swatch }} aria-hidden="true" />}
                            <span className="rank-name__text">{e.label}</span>
                          </button>
                          {e.detail && <span className="rank-name__detail muted">{e.detail}</span>}
                        </td>
                        <td className="dt-num" data-label={t('analytics.rank.clicks')}>
                          {formatCount(e.count)}
                        </td>
                        {withUnique && (
                          <td className="dt-num" data-label={t('analytics.rank.unique')}>
                            {formatCount(e.unique ?? 0)}
                          </td>
                        )}
                        {withConversions && (
                          <>
                            <td className="dt-num" data-label={t('analytics.rank.conversions')}>
                              {formatCount(e.conversions ?? 0)}
                            </td>
                            <td className="dt-num" data-label={t('analytics.rank.rate')}>
                              {formatRate(e.convertingClicks ?? 0, e.count)}
                            </td>
                          </>
                        )}
                        {withRevenue && (
                          <td className="nowrap" data-label={t('analytics.rank.revenue')}>
                            {formatRevenue(e.revenue ?? [])}
                          </td>
                        )}
                        <td className="rank-table__share" data-label={shareLabel}>
                          <span className="share">
                            <span className="share__bar" aria-hidden="true">
                              <span className="share__fill" style={{ width: `${pct}%` }} />
                            </span>
                            <span className="share__text">{formatShare(e.count, total)}</span>
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <div className="an-panel__footer">
                <Pagination page={current} totalPages={pages} onChange={setPage} siblings={1} label={t('analytics.rank.pages', { title })} />
              </div>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
