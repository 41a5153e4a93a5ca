import { useId } from 'react';
import { AUTO_PROMOTE_CONFIDENCES, AUTO_PROMOTE_MIN_VISITORS_MAX, AUTO_PROMOTE_MIN_VISITORS_MIN } from '@kisa/shared';
import { Switch } from '@/components/ui/switch';
import { formatCount, formatPercent } from '@/lib/format';
import type { AutoPromoteDraft } from '@/features/links/lib/experiment-draft';
import { useT } from '@/lib/i18n';

/**
 * The test's automatic promotion: a switch, then the confidence the leader must reach
 * and the visitors every variant needs first. The hourly job judges the test as the results
 * above do, and promotes the leader once both hold.
 */
export function AutoPromoteFields({
  draft,
  onChange,
  error,
  disabled,
  minVisitorsRef,
}: {
  draft: AutoPromoteDraft;
  onChange: (patch: Partial<AutoPromoteDraft>) => void;
  error: string | null;
  disabled: boolean;
  minVisitorsRef: (el: HTMLInputElement | null) => void;
}) {
  const t = useT();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="experiment-auto">
      <legend className="experiment-section__title">{t('editor.auto.title')}</legend>
      <Switch checked={draft.on} disabled={disabled} onChange={(on) => onChange({ on })} label={t('editor.auto.switch')} hint={t('editor.auto.switchHint')} />
      {draft.on && (
        <div className="experiment-auto__fields">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-confidence`}>
              {t('editor.auto.confidence')}
            </label>
            <select
              id={`${id}-confidence`}
              className="field__input"
              value={draft.confidence}
              disabled={disabled}
              onChange={(e) => onChange({ confidence: Number(e.target.value) })}
            >
              {AUTO_PROMOTE_CONFIDENCES.map((c) => (
                <option key={c} value={c}>
                  {formatPercent(c, 0)}
                </option>
              ))}
            </select>
            <p className="field__hint">{t('editor.auto.confidenceHint')}</p>
          </div>
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-visitors`}>
              {t('editor.auto.minVisitors')}
            </label>
            <input
              ref={minVisitorsRef}
              id={`${id}-visitors`}
              className="field__input"
              type="number"
              inputMode="numeric"
              min={AUTO_PROMOTE_MIN_VISITORS_MIN}
              max={AUTO_PROMOTE_MIN_VISITORS_MAX}
              step={1}
              value={draft.minVisitors}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${id}-visitors-hint`, errorId].filter(Boolean).join(' ')}
              onChange={(e) => onChange({ minVisitors: e.target.value })}
            />
            <p id={`${id}-visitors-hint`} className="field__hint">
              {t('editor.auto.minVisitorsHint', { min: formatCount(AUTO_PROMOTE_MIN_VISITORS_MIN), max: formatCount(AUTO_PROMOTE_MIN_VISITORS_MAX) })}
            </p>
            {error && (
              <p id={errorId} className="field__error">
                {error}
              </p>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
