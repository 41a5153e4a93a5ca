import type { ReactNode } from 'react';

/** Inline message. Errors (and warnings) are announced: role="alert"; others role="status". */
export function Alert({
  tone = 'error',
  title,
  children,
  id,
}: {
  tone?: 'error' | 'success' | 'info' | 'warning';
  title?: string;
  children: ReactNode;
  id?: string;
}) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div id={id} className={`alert alert--${tone}`} role={role}>
      <span className="alert__icon" aria-hidden="true" />
      <div className="alert__body">
        {title && <strong className="alert__title">{title}</strong>}
        <div>{children}</div>
      </div>
    </div>
  );
}
