import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clicksOrder, formatCount } from '@/lib/format';
import { shortLabel, shortUrlOf } from '@/lib/short-links';
import { DataTable } from './data-table';
import './link-table.css';
import { useT } from '@/lib/i18n';

/**
 * The table of short links (the dashboard's, a campaign's and the analytics Links panel):
 * link, short link, clicks (headed 'Clicks — unique / total'), created and row actions; on
 * phones the rows stack. `clicksHint` explains what the clicks column counts; the rows are
 * children.
 */
export function LinkTable({ caption, clicksHint, className, children }: { caption: string; clicksHint: string; className: string; children: ReactNode }) {
  const t = useT();
  return (
    <DataTable
      caption={caption}
      className={`link-table ${className}`}
      stacked
      columns={[
        { label: t('links.table.link') },
        { label: t('links.table.shortLink') },
        {
          label: (
            <>
              <abbr title={clicksHint}>{t('links.table.clicks')}</abbr>
              <span className="dt-th-note">{clicksOrder()}</span>
            </>
          ),
          kind: 'numeric',
        },
        { label: t('links.table.created') },
        { label: <span className="sr-only">{t('links.table.actions')}</span>, kind: 'actions' },
      ]}
    >
      {children}
    </DataTable>
  );
}

/**
 * A short link in a table row ({host}/{alias}, new tab), on one line when it fits: the host
 * gives way first (an ellipsis at its end), never the code, which is shown whole (on a very
 * narrow screen a long code wraps rather than being cut). The host and the code are two
 * boxes, so the link is named by its label as one string. `domain`: the link's branded
 * domain, shown as its host; null or left out: the platform's short domain.
 */
export function ShortLink({ alias, domain, onVisit }: { alias: string; domain?: string | null; onVisit?: () => void }) {
  const label = shortLabel(alias, domain);
  const slash = label.indexOf('/');
  const host = slash < 0 ? '' : label.slice(0, slash);
  const code = slash < 0 ? label : label.slice(slash);
  return (
    <a
      href={shortUrlOf(alias, domain)}
      className="short-link short-link--fit"
      target="_blank"
      rel="noopener"
      title={label}
      aria-label={label}
      onClick={onVisit}
      onAuxClick={onVisit}
    >
      {host && <span className="short-link__host">{host}</span>}
      <span className="short-link__code">{code}</span>
    </a>
  );
}

/**
 * Clicks in the one order every screen uses: unique, then total — shown "3 / 5", read
 * "3 unique / 5 total clicks" (`clicksText`), then `after` (read only). Chrome puts a space
 * around each visually hidden part, so what is read after the figures is one part.
 */
export function ClickCounts({ unique, total, after = '' }: { unique: number; total: number; after?: string }) {
  const t = useT();
  return (
    <>
      <strong>{formatCount(unique)}</strong>
      <span className="sr-only">{t('common.uniqueWord')}</span>
      <span className="muted"> / {formatCount(total)}</span>
      <span className="sr-only">{`${t('common.totalClicksWord', { n: total })}${after}`}</span>
    </>
  );
}

/**
 * A row's clicks, "unique / total", as a link to the link's insight. Its name is the
 * figures in words, then whose they are: "3 unique / 5 total clicks: insight for {label}".
 */
export function ClicksLink({ linkId, unique, total, label }: { linkId: string; unique: number; total: number; label: string }) {
  const t = useT();
  return (
    <RouterLink to={paths.insight(linkId)} className="clicks-btn" title={t('links.table.insightTitle')}>
      <ClickCounts unique={unique} total={total} after={t('links.table.insightFor', { label })} />
    </RouterLink>
  );
}
