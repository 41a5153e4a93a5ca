import type { ReactNode } from 'react';
import './status-pill.css';

/** success: a dot; warning and neutral: a hollow dot; danger: a diamond. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A state (a domain's verification, a webhook's delivery) as a pill: its word and a glyph, the colour only a third cue. */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`status-pill status-pill--${tone}`}>
      <span aria-hidden="true" className="status-pill__dot" />
      {children}
    </span>
  );
}
