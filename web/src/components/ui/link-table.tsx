import type { ReactNode } from 'react';
import { DataTable } from './data-table';

/**
 * The table of short links (the dashboard's and the analytics Links panel): link, short link,
 * clicks, created and row actions. `clicksHint` explains what the clicks column counts;
 * the rows are children.
 */
export function LinkTable({ caption, clicksHint, className, children }: { caption: string; clicksHint: string; className: string; children: ReactNode }) {
  return (
    <DataTable
      caption={caption}
      className={className}
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
