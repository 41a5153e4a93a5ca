import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatCount } from '../../lib/format';
import { shortLabel, shortUrlOf } from '../../lib/short-links';
import { DataTable } from './data-table';
import './link-table.css';

/**
 * The table of short links (the dashboard's and the analytics Links panel): link, short link,
 * clicks, created and row actions; on phones the rows stack. `clicksHint` explains what the
 * clicks column counts; the rows are children.
 */
export function LinkTable({ caption, clicksHint, className, children }: { caption: string; clicksHint: string; className: string; children: ReactNode }) {
  return (
    <DataTable
      caption={caption}
      className={className}
      stacked
      columns={[
        { label: 'Link' },
        { label: 'Short link' },
        { label: <abbr title={clicksHint}>Clicks</abbr>, kind: 'numeric' },
        { label: 'Created' },
        { label: <span className="sr-only">Actions</span>, kind: 'actions' },
      ]}
    >
      {children}
    </DataTable>
  );
}

/**
 * A short link in a table row ({host}/{alias}, new tab), always on one line: when it does not
 * fit, the host gives way at its start (an ellipsis), never the code.
 */
export function ShortLink({ alias, onVisit }: { alias: string; onVisit?: () => void }) {
  const label = shortLabel(alias);
  return (
    <a href={shortUrlOf(alias)} className="short-link short-link--fit" target="_blank" rel="noopener" title={label} onClick={onVisit} onAuxClick={onVisit}>
      <span dir="ltr">{label}</span>
    </a>
  );
}

/**
 * A row's clicks, "unique / total", as a link to the link's insight. Its name starts with the
 * figures as shown, then says what they are and whose they are.
 */
export function ClicksLink({ linkId, unique, total, label }: { linkId: string; unique: number; total: number; label: string }) {
  return (
    <RouterLink to={paths.insight(linkId)} className="clicks-btn" title="Open this link's insight">
      <strong>{formatCount(unique)}</strong>
      <span className="muted"> / {formatCount(total)}</span>
      <span className="sr-only"> unique / total clicks: insight for {label}</span>
    </RouterLink>
  );
}
