import { useId, type ReactNode } from 'react';
import { useLocalize } from '@/lib/i18n';

/** What every labelled control takes besides its own attributes. */
export interface FieldOwnProps {
  label: string;
  /** Marks the field invalid; a string is also shown under it. */
  error?: string | boolean;
  hint?: ReactNode;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

/** The control's wiring: its id and the aria attributes tying it to the hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around one control (TextField, TextArea), wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  children,
}: FieldOwnProps & { children: (control: FieldControlProps) => ReactNode }) {
  const auto = useId();
  const localize = useLocalize();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = typeof error === 'string' && error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field__error">
          {typeof error === 'string' ? localize(error) : error}
        </p>
      )}
    </div>
  );
}
