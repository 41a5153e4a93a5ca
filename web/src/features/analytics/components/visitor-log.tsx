import { useId, useState, type ReactNode } from 'react';
import { MSG, NONE_VALUE, type AnalyticsQuery, type Visitor } from '@kisa/shared';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import '@/components/ui/data-table.css';
import { formatCount, formatRevenue } from '@/lib/format';
import { shortLabel } from '@/lib/short-links';
import { useLinkDetails, useVisitors, type VisitorsPathOf } from '../api/analytics';
import { exportVisitorsFile, type ExportProgress } from '../api/visitor-export';
import { formatVisitTime } from '../lib/format';
import { valueLabel } from '../lib/labels';
import { VISITOR_PAGE_SIZES } from '../lib/view-state';
import { Icon } from '@/components/ui/icon';
import { useCan } from '@/lib/use-can';
import { translateNow, useT, type MessageKey } from '@/lib/i18n';

const COLUMNS = ['Time', 'Visitor', 'Link', 'Tags', 'Country', 'City', 'Source', 'Referrer', 'Browser', 'OS', 'Device', 'IP'] as const;
/** A click's conversions and sales, after its link and tags, when the view has conversions. */
const CONVERSION_COLUMNS = ['Conversions', 'Revenue'] as const;
const columnsOf = (withConversions: boolean): readonly string[] =>
  withConversions ? [...COLUMNS.slice(0, 4), ...CONVERSION_COLUMNS, ...COLUMNS.slice(4)] : COLUMNS;
const orNone = (v: string | null | undefined, filter: 'referrer' | 'city' | 'browser' | 'os') => valueLabel(filter, v ?? NONE_VALUE);

/**
 * The visitor log: every visit of the view, newest first, `pageSize` a page (server-paged; the
 * spec's 5 unless the viewer chose 25, 50 or 100, kept in the URL), and Export Excel. `conversions`: the view (or its previous period) has conversions, as the cards show
 * them; then each visit shows its Conversions and Revenue (also when a page's visits converted).
 */
export function VisitorLog({
  query,
  queryKey,
  conversions = false,
  pageSize,
  onPageSize,
  visitorsPath,
}: {
  query: AnalyticsQuery;
  queryKey: string;
  conversions?: boolean;
  pageSize: number;
  onPageSize: (size: number) => void;
  /** A shared dashboard's log (no export there). */
  visitorsPath?: VisitorsPathOf;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  // Another range, filter or page size starts at the first page.
  const viewKey = `${queryKey}|${pageSize}`;
  const [seen, setSeen] = useState(viewKey);
  if (seen !== viewKey) {
    setSeen(viewKey);
    setPage(1);
  }
  const sizeId = useId();
  const { data, error, isValidating, mutate } = useVisitors(query, page, pageSize, visitorsPath);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  // A big export is built in the background: its progress, while it runs.
  const [exportProgress, setExportProgress] = useState<ExportProgress | null>(null);
  // The visitor log export (IP, city, device of each visit) is its own scope: viewers lack it unless the team allows it.
  const canExport = useCan('visitors:export') && !visitorsPath;
  const headingId = useId();
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  async function exportXlsx() {
    setExporting(true);
    setExportError(null);
    try {
      await exportVisitorsFile(query, 'xlsx', setExportProgress);
    } catch (err) {
      setExportError((err as Error).message || MSG.unknownError);
    } finally {
      setExporting(false);
      setExportProgress(null);
    }
  }

  let body: ReactNode;
  if (!data && error) {
    body = (
      <div className="an-panel__state">
        <LoadError title={t('analytics.visitors.loadError')} source={{ error, isValidating, mutate }} />
      </div>
    );
  } else if (!data) {
    body = (
      <div className="an-panel__state" role="status" aria-label={t('analytics.visitors.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, identical and never reordered
          <Skeleton key={i} width="100%" height={18} className="an-skeleton-row" />
        ))}
      </div>
    );
  } else if (data.items.length === 0) {
    body = <p className="an-panel__empty muted">{t('analytics.visitors.none')}</p>;
  } else {
    const withConversions = conversions || data.items.some((v) => v.conversions > 0);
    body = (
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: wider than the panel on most screens: focusable, so the keyboard can scroll it sideways
      <div className="dt-wrap" tabIndex={0} role="group" aria-labelledby={headingId} aria-busy={isValidating || undefined}>
        <table className="dt visitor-table">
          <caption className="sr-only">{t('analytics.visitors.caption', { page: Math.min(page, pages), pages })}</caption>
          <thead>
            <tr>
              {columnsOf(withConversions).map((c) => (
                <th key={c} scope="col" className={c === 'Conversions' ? 'dt-num' : undefined}>
                  {t(`analytics.col.${c}` as MessageKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.items.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: visits have no id and two may share time and IP; a page is read-only
              <VisitorRow key={`${v.time}-${v.ip}-${i}`} visit={v} withConversions={withConversions} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card padded={false} className="an-panel an-panel--wide" role="region" aria-labelledby={headingId}>
      <div className="card__toolbar">
        <h2 id={headingId} className="card__title">
          {t('analytics.visitors.title')}
        </h2>
        <div className="row">
          {isValidating && data && <Spinner label={t('analytics.visitors.updating')} />}
          {canExport && (
            <Button variant="secondary" className="an-export-xlsx" onClick={() => void exportXlsx()} loading={exporting} disabled={total === 0}>
              <Icon name="download" size={16} strokeWidth={2} />
              {t('analytics.visitors.export')}
            </Button>
          )}
        </div>
      </div>
      {exportProgress && (
        <p className="an-panel__state muted an-export-progress" role="status" aria-live="polite">
          {t('analytics.visitors.preparing', {
            progress: exportProgress.progress,
            rows: formatCount(exportProgress.rows),
            total: formatCount(exportProgress.total),
          })}
        </p>
      )}
      {exportError && (
        <div className="an-panel__state">
          <Alert tone="error">{exportError}</Alert>
        </div>
      )}
      {body}
      {data && total > 0 && (
        <div className="card__footer">
          <span className="muted">{t('analytics.visitors.count', { n: total, count: formatCount(total) })}</span>
          <span className="visitor-size">
            <label htmlFor={sizeId} className="muted">
              {t('analytics.visitors.perPage')}
            </label>
            <select id={sizeId} className="field__input visitor-size__select" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
              {VISITOR_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </span>
          <Pagination page={Math.min(page, pages)} totalPages={pages} onChange={setPage} siblings={1} label={t('analytics.visitors.pages')} />
        </div>
      )}
    </Card>
  );
}

/**
 * The visited short link as `{host}/{alias}`, on the link's own domain: a visit names
 * only the link and its alias, so the domain comes from the link (`GET /api/links/{id}`, the
 * Links panel's and the editor's cache); the platform's while it loads or once it is deleted.
 */
function VisitedLink({ linkId, alias }: { linkId: string; alias: string }) {
  const { data: link } = useLinkDetails(linkId);
  return <>{shortLabel(alias, link?.domain)}</>;
}

/** An empty cell as screen readers hear it: a dash shown, "None" read. */
const None = () => (
  <span className="muted">
    <span aria-hidden="true">—</span>
    <span className="sr-only">{translateNow('analytics.visitors.noneValue')}</span>
  </span>
);

function VisitorRow({ visit: v, withConversions }: { visit: Visitor; withConversions: boolean }) {
  const t = useT();
  const country = v.countryCode ? `${v.countryName ?? v.countryCode} (${v.countryCode})` : t('analytics.visitors.unknown');
  return (
    <tr>
      <td>
        <time dateTime={v.time}>{formatVisitTime(v.time)}</time>
      </td>
      <td>
        <span className={v.visitType === 'New Visitor' ? 'badge badge--soft' : 'badge badge--muted'}>
          {v.visitType === 'New Visitor' ? t('analytics.visit.new') : t('analytics.visit.returning')}
        </span>
      </td>
      <td>
        <VisitedLink linkId={v.linkId} alias={v.shortUrl} />
      </td>
      {/* The tags the link carried when clicked, as the team names them now. */}
      <td className="visitor-table__tags">{v.tags.length ? v.tags.map((t) => t.name).join(', ') : <None />}</td>
      {/* What the click led to: its conversions, its sales per currency (never added up). */}
      {withConversions && (
        <>
          <td className="dt-num">{formatCount(v.conversions)}</td>
          <td>{v.revenue.length ? formatRevenue(v.revenue) : <None />}</td>
        </>
      )}
      <td>{country}</td>
      <td>{orNone(v.city, 'city')}</td>
      <td>{valueLabel('source', v.source)}</td>
      <td className="visitor-table__referrer">{orNone(v.referrer, 'referrer')}</td>
      <td>{orNone(v.browser, 'browser')}</td>
      <td>{orNone(v.os, 'os')}</td>
      <td>{valueLabel('device', v.platform)}</td>
      <td className="mono">{v.ip}</td>
    </tr>
  );
}
