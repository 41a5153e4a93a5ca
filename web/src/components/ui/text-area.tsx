import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './text-area.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Marks the field invalid; a string is also shown under it. */
  error?: string | boolean;
  hint?: ReactNode;
  id?: string;
}

/** Multi-line TextField: same label, hint and error wiring (aria-invalid / aria-describedby). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, className, rows = 4, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = typeof error === 'string' && error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea ref={ref} id={inputId} rows={rows} className="field__input field__input--multiline" {...rest} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
});
