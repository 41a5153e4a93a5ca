import type { ReactNode } from 'react';
import './skeleton.css';

/** Grey shimmering placeholder block shown while content loads (hidden from assistive tech). */
export function Skeleton({ width, height = 14, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <span className={['skeleton', className].filter(Boolean).join(' ')} style={{ width, height }} aria-hidden="true" />;
}

/**
 * What a screen shows while SWR has no data yet: placeholder blocks for the eye (`children`)
 * and `label` for screen readers, in a polite status region. The container the data will
 * fill marks itself `aria-busy` meanwhile.
 */
export function SkeletonRegion({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Placeholder table rows, one block per column width (a table or list still loading). */
export function SkeletonRows({ label, columns, rows = 3 }: { label: string; columns: ReadonlyArray<number | string>; rows?: number }) {
  return (
    <SkeletonRegion label={label} className="skeleton-rows">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, identical and never reordered
        <div key={i} className="skeleton-rows__row">
          {columns.map((width, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of placeholder columns
            <Skeleton key={j} width={width} />
          ))}
        </div>
      ))}
    </SkeletonRegion>
  );
}
