import { forwardRef, useId, type ReactNode } from 'react';
import { domainOfValue, domainValue, type DomainChoices } from '@/lib/link-domains';
import { useT } from '@/lib/i18n';

/**
 * The domain a link goes on: a select of the platform's short domain and the team's
 * verified domains, with `hint` under it (the short link as it will read). Shown by its callers
 * only when `choices.shown`: a team without a domain of its own never sees it.
 */
export const DomainField = forwardRef<
  HTMLSelectElement,
  {
    choices: DomainChoices;
    value: string | null;
    onChange: (host: string | null) => void;
    hint?: ReactNode;
    disabled?: boolean;
    invalid?: boolean;
    describedBy?: string;
  }
>(function DomainField({ choices, value, onChange, hint, disabled, invalid, describedBy }, ref) {
  const id = useId();
  const t = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['field', 'domain-field', invalid && 'field--invalid'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {t('ui.domain')}
      </label>
      <select
        ref={ref}
        id={id}
        name="domain"
        className="field__input"
        value={domainValue(value)}
        onChange={(e) => onChange(domainOfValue(e.target.value))}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
      >
        {choices.options.map((o) => (
          <option key={domainValue(o.host)} value={domainValue(o.host)}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
});
