import { useId, type ReactNode } from 'react';
import '@/components/ui/check-tile.css';

/** A group of checkboxes (devices, operating systems) with its legend and the rule's message about it. */
export function CheckGroup<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  error,
  disabled,
  firstRef,
}: {
  legend: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
  disabled?: boolean;
  firstRef: (el: HTMLInputElement | null) => void;
}) {
  const id = useId();
  return (
    <fieldset className={`rule-checks${error ? ' rule-checks--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="rule-checks__options">
        {options.map((option, i) => (
          <label key={option} className="rule-check check-tile">
            <input
              ref={i === 0 ? firstRef : undefined}
              type="checkbox"
              checked={value.includes(option)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(e) => onChange(e.target.checked ? options.filter((o) => o === option || value.includes(o)) : value.filter((v) => v !== option))}
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A fieldset of a rule's condition (country, language, query, time window) with its hint and the rule's message about it. */
export function Group({
  legend,
  hint,
  error,
  children,
  className,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={['rule-group', error && 'rule-group--invalid', className].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
