import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './data-table.css';

/**
 * A plain data table: a caption for screen readers, a header row from `columns` and the
 * rows as children. Columns marked `numeric` or `actions` get the matching alignment.
 * `stacked`: on phones each row becomes a small card (first cell across, the rest two by two,
 * actions on the right) instead of scrolling sideways; a cell's `data-label` names it there.
 */
export function DataTable({
  caption,
  columns,
  children,
  className,
  stacked,
}: {
  caption: string;
  columns: ReadonlyArray<{ label: ReactNode; kind?: 'numeric' | 'actions'; key?: string }>;
  children: ReactNode;
  className?: string;
  stacked?: boolean;
}) {
  return (
    <div className="dt-wrap">
      <table className={['dt', stacked && 'dt--stacked', className].filter(Boolean).join(' ')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.key ?? i} scope="col" className={c.kind === 'numeric' ? 'dt-num' : c.kind === 'actions' ? 'dt-actions' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row-action icon button; `label` is its accessible name (and tooltip). */
export function RowAction({
  label,
  tone,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; tone?: 'danger'; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={['dt-icon-btn', tone === 'danger' && 'dt-icon-btn--danger', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}

/** A numeric column's header cell (right-aligned, as its figures), for tables written by hand. */
export function NumHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="dt-num">
      {children}
    </th>
  );
}
