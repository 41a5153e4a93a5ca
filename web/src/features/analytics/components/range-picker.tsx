import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui';
import { useFormError } from '@/lib/use-form';
import { customRangeError, RANGE_PRESETS, type DateRange } from '../lib/range';
import type { RangeChoice } from '../lib/view-state';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';

/**
 * The date-range picker: the spec's presets as toggle buttons, and a custom from/to form
 * (native date inputs, checked with the API's own messages before anything is asked).
 */
export function RangePicker({ value, range, today, onChange }: { value: RangeChoice; range: DateRange; today: string; onChange: (next: RangeChoice) => void }) {
  const t = useT();
  const [open, setOpen] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  // The message is about the range, so a change to either date drops it.
  const { error, fail, clear, fieldChanged } = useFormError<'from' | 'to'>();
  const formId = useId();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();

  function openCustom() {
    if (!open) {
      setFrom(range.from);
      setTo(range.to);
      clear();
    }
    setOpen(!open);
  }

  const edit = (field: 'from' | 'to', set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    fieldChanged(field);
  };

  function apply(e: FormEvent) {
    e.preventDefault();
    const problem = customRangeError(from, to);
    fail(problem);
    if (!problem) onChange({ preset: 'custom', from, to });
  }

  return (
    <div className="range-picker">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields: no fieldset box or legend */}
      <div className="range-picker__presets" role="group" aria-label={t('analytics.range.label')}>
        {RANGE_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            className="range-picker__btn"
            aria-pressed={value.preset === p.id}
            onClick={() => {
              setOpen(false);
              onChange({ preset: p.id });
            }}
          >
            {p.label}
          </button>
        ))}
        <button
          type="button"
          className="range-picker__btn"
          aria-pressed={value.preset === 'custom'}
          aria-expanded={open}
          aria-controls={formId}
          onClick={openCustom}
        >
          <Icon name="calendar" size={14} strokeWidth={2} />
          {t('analytics.range.custom')}
        </button>
      </div>
      {open && (
        <form id={formId} className="range-picker__custom field-row" onSubmit={apply} noValidate aria-label={t('analytics.range.customLabel')}>
          <div className="field">
            <label className="field__label" htmlFor={fromId}>
              {t('analytics.range.from')}
            </label>
            <input
              id={fromId}
              className="field__input"
              type="date"
              value={from}
              max={today}
              required
              onChange={edit('from', setFrom)}
              aria-invalid={!!error || undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={toId}>
              {t('analytics.range.to')}
            </label>
            <input
              id={toId}
              className="field__input"
              type="date"
              value={to}
              max={today}
              required
              onChange={edit('to', setTo)}
              aria-invalid={!!error || undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('analytics.range.apply')}
          </Button>
          {error && (
            <p id={errorId} className="field__error range-picker__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
