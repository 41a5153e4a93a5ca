import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Icon } from '@/components/ui/icon';
import { ChipBox } from '@/components/ui/chip-box';
import { useCombobox } from '@/components/ui/use-combobox';
import { useFormError } from '@/lib/use-form';
import { useLiveMessage } from '@/lib/use-live-message';
import { searchChoices, type Choice } from '@/features/links/lib/targeting-text';
import '@/components/ui/combobox.css';

export interface CodePickerProps {
  label: string;
  /** What can be chosen (searched by name and code). */
  choices: readonly Choice[];
  /** The chosen codes, in order. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** How a chosen code reads (a chip, the live region). */
  labelOf: (code: string) => string;
  /** A typed code outside `choices`, when it is one (languages: any BCP 47 tag); null: refused. */
  freeText?: (text: string) => string | null;
  /** Said when the typed text is neither a choice nor a code `freeText` takes. */
  freeTextInvalid?: string;
  max: number;
  maxMessage: string;
  hint?: string;
  placeholder?: string;
  /** The rule's message about this field, shown under it. */
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Shows each option's code beside its name (countries: `TR`). */
  showCode?: boolean;
}

/**
 * Choosing several codes (a rule's countries, its languages), the ARIA combobox pattern: a text
 * box filters the choices by name or code (any case, accents folded) in a listbox; ArrowDown/Up
 * move, Enter chooses (or takes a chosen one off), Escape closes the list, then clears the text.
 * The chosen ones are chips with remove buttons before the box (Backspace in the empty box takes
 * the last off). What changed is said in a polite live region.
 */
export function CodePicker({
  label,
  choices,
  value,
  onChange,
  labelOf,
  freeText,
  freeTextInvalid,
  max,
  maxMessage,
  hint,
  placeholder,
  error,
  disabled,
  inputRef,
  showCode,
}: CodePickerProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What was said about the typed text: it goes once the text changes.
  const typed = useFormError<'text'>();
  const problem = typed.error;
  const [said, say] = useLiveMessage();
  const latest = useRef(value);
  latest.current = value;

  const matches = useMemo(() => searchChoices(choices, text), [choices, text]);
  const listShown = open && matches.length > 0;
  const activeChoice = listShown && active >= 0 ? matches[active] : undefined;
  const full = value.length >= max;

  useEffect(() => setActive(text.trim() ? 0 : -1), [text]);
  const { ids, onArrow, inputProps, listProps, optionProps } = useCombobox({ count: matches.length, listShown, active, setActive, open: () => setOpen(true) });

  function toggle(code: string) {
    typed.clear();
    const on = latest.current.includes(code);
    if (!on && latest.current.length >= max) return say(maxMessage);
    const next = on ? latest.current.filter((c) => c !== code) : [...latest.current, code];
    onChange(next);
    setText('');
    say(`${labelOf(code)} ${on ? 'removed' : 'added'}. ${next.length} chosen.`);
  }

  function remove(code: string) {
    const next = latest.current.filter((c) => c !== code);
    onChange(next);
    say(`${labelOf(code)} removed. ${next.length} chosen.`);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      onArrow(e);
    } else if (e.key === 'Enter') {
      // Never submits the form while something is being chosen or typed.
      if (activeChoice) {
        e.preventDefault();
        toggle(activeChoice.code);
      } else if (text.trim()) {
        e.preventDefault();
        const code = freeText?.(text) ?? null;
        if (code) toggle(code);
        else typed.fail(freeTextInvalid ?? `Nothing matches “${text.trim()}”.`, ['text']);
      }
    } else if (e.key === 'Escape') {
      if (listShown) {
        e.preventDefault();
        setOpen(false);
      } else if (text) {
        e.preventDefault();
        setText('');
        typed.fieldChanged('text');
      }
    } else if (e.key === 'Backspace' && !text && latest.current.length > 0) {
      e.preventDefault();
      remove(latest.current[latest.current.length - 1]!);
    }
  }

  const shownError = problem ?? error;
  const describedBy = [hint || full ? ids.hint : null, shownError ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const noMatch = open && text.trim() && matches.length === 0 && !problem;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout of the whole picker closes its list; not a control of its own
    <div
      className={['field', 'code-picker', shownError && 'field--invalid'].filter(Boolean).join(' ')}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label id={ids.label} className="field__label" htmlFor={ids.input}>
        {label}
      </label>
      <div className="combobox__anchor">
        <ChipBox
          combobox={inputProps}
          inputRef={inputRef}
          disabled={disabled}
          chips={
            value.length > 0 && (
              <ul className="code-picker__chips" aria-label={`${label}: chosen`}>
                {value.map((code) => (
                  <li key={code} className="code-chip">
                    <span className="code-chip__name">{labelOf(code)}</span>
                    <button
                      type="button"
                      className="code-chip__remove"
                      onClick={() => remove(code)}
                      aria-label={`Remove ${labelOf(code)}`}
                      title={`Remove ${labelOf(code)}`}
                      disabled={disabled}
                    >
                      <Icon name="dismiss" size={14} strokeWidth={2.2} />
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
          text={text}
          placeholder={value.length ? '' : placeholder}
          describedBy={describedBy}
          invalid={Boolean(shownError)}
          onText={(next) => {
            setText(next);
            typed.fieldChanged('text');
          }}
          setOpen={setOpen}
          onKeyDown={onKeyDown}
        />
        <ul {...listProps} className="code-picker__list combobox__list">
          {listShown &&
            matches.map((choice, i) => {
              const selected = value.includes(choice.code);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useAriaPropsSupportedByRole: an option (role from optionProps) of a WAI-ARIA combobox: keys act through the text box's aria-activedescendant
                <li
                  key={choice.code}
                  {...optionProps(i)}
                  aria-selected={selected}
                  aria-disabled={(!selected && full) || undefined}
                  onClick={() => toggle(choice.code)}
                >
                  <span className="combobox__check" aria-hidden="true">
                    {selected && <Icon name="check" size={16} strokeWidth={2.4} />}
                  </span>
                  <span>{choice.label}</span>
                  {showCode && (
                    <span className="code-picker__code" aria-hidden="true">
                      {choice.code}
                    </span>
                  )}
                </li>
              );
            })}
        </ul>
      </div>
      {noMatch && <p className="combobox__none">{freeText ? `Press Enter to add “${text.trim()}”.` : `Nothing matches “${text.trim()}”.`}</p>}
      {(hint || full) && (
        <p id={ids.hint} className="field__hint">
          {full ? maxMessage : hint}
        </p>
      )}
      {shownError && (
        <p id={ids.error} className="field__error">
          {shownError}
        </p>
      )}
      <span className="sr-only" role="status" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
