import { forwardRef, useId } from 'react';
import { Spinner } from '@/components/ui';
import { Icon } from '@/components/ui/icon';
import type { AliasStatus } from '../hooks/use-alias-check';
import { shortHost } from '@/lib/short-links';
import { useT } from '@/lib/i18n';

/**
 * Alias input with the short domain as a prefix (`domain`: the link's branded domain;
 * null or left out: the platform's) and live availability: neutral, valid (green, message) or
 * invalid (red, aria-invalid, message), wired with aria-describedby.
 */
export const AliasField = forwardRef<
  HTMLInputElement,
  {
    value: string;
    onChange: (value: string) => void;
    status: AliasStatus;
    domain?: string | null;
    label?: string;
    hint?: string;
    disabled?: boolean;
    describedBy?: string;
    onRegenerate?: () => void;
  }
>(function AliasField({ value, onChange, status, domain, label, hint, disabled, describedBy, onRegenerate }, ref) {
  const t = useT();
  const id = useId();
  const statusId = `${id}-status`;
  const hintId = hint ? `${id}-hint` : undefined;
  const prefix = shortHost(domain);
  const cls = ['field', 'alias-field', status.state === 'invalid' && 'field--invalid', status.state === 'valid' && 'field--valid'].filter(Boolean).join(' ');
  return (
    <div className={cls}>
      <label className="field__label" htmlFor={id}>
        {label ?? t('links.alias.label')}
      </label>
      <div className="input-group">
        <span className="input-group__prefix" aria-hidden="true">
          {prefix}/
        </span>
        <input
          ref={ref}
          id={id}
          name="alias"
          className="field__input input-group__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={50}
          disabled={disabled}
          aria-invalid={status.state === 'invalid' ? true : undefined}
          aria-describedby={[hintId, statusId, describedBy].filter(Boolean).join(' ')}
          data-state={status.state}
        />
        <span className="input-group__status" aria-hidden="true">
          {status.state === 'neutral' && status.checking ? <Spinner /> : status.state === 'valid' ? '✓' : status.state === 'invalid' ? '!' : null}
        </span>
        {onRegenerate && (
          <button
            type="button"
            className="input-group__action"
            onClick={onRegenerate}
            disabled={disabled}
            aria-label={t('links.alias.regenerate')}
            title={t('links.alias.regenerate')}
          >
            <Icon name="refresh" size={16} strokeWidth={2} />
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <p id={statusId} className={status.state === 'invalid' ? 'field__error' : status.state === 'valid' ? 'field__success' : 'field__hint'} aria-live="polite">
        {status.state === 'neutral' ? (status.checking ? t('links.alias.checking') : '') : status.message}
      </p>
    </div>
  );
});
