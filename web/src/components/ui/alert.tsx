import type { ReactNode } from 'react';
import { useLocalize } from '@/lib/i18n';

/**
 * Inline message. Errors (and warnings) are announced: role="alert"; others role="status". A
 * message given as text that is one of the spec's (a form's check, the API's problem detail or
 * answer) is shown in the language shown.
 */
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
  const localize = useLocalize();
  return (
    <div id={id} className={`alert alert--${tone}`} role={role}>
      <span className="alert__icon" aria-hidden="true" />
      <div className="alert__body">
        {title && <strong className="alert__title">{localize(title)}</strong>}
        <div>{typeof children === 'string' ? localize(children) : children}</div>
      </div>
    </div>
  );
}
