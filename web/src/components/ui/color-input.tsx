import { useEffect, useId, useState } from 'react';
import { HEX_COLOUR_MESSAGE, normalizeHex } from '@/lib/qr-colours';
import './color-input.css';

export { normalizeHex };

/**
 * Colour picker with a hex text box beside it; both edit the same `#rrggbb` value. Text that
 * is not a colour is kept as typed and, once the box is left, said so under the field until it
 * is a colour again; the value stays the last good colour meanwhile.
 */
export function ColorInput({
  label,
  value,
  onChange,
  hint,
  'aria-describedby': extraDescribedBy,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  hint?: string;
  /** Ids of more text about the colour (e.g. a contrast warning) read with both inputs. */
  'aria-describedby'?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(false);
  // A new value from outside (picker, Reset) replaces the text; the one this text typed does not,
  // so '#abc' is not rewritten to '#aabbcc' under the caret.
  useEffect(() => {
    setText((t) => (normalizeHex(t) === value ? t : value));
  }, [value]);
  const invalid = normalizeHex(text) === null;
  const showError = invalid && shown;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field color-field${showError ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="color-field__row">
        <input
          id={id}
          type="color"
          className="color-field__swatch"
          value={value}
          onChange={(e) => {
            setShown(false);
            onChange(e.target.value.toLowerCase());
          }}
          aria-describedby={describedBy(hintId, extraDescribedBy)}
        />
        <input
          type="text"
          className="field__input color-field__hex"
          aria-label={`${label} (hex)`}
          value={text}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy(hintId, showError && errorId, extraDescribedBy)}
          onChange={(e) => {
            setText(e.target.value);
            const hex = normalizeHex(e.target.value);
            if (!hex) return;
            setShown(false);
            onChange(hex);
          }}
          onBlur={() => setShown(invalid)}
        />
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="color-field__status" aria-live="polite">
        {showError && (
          <p id={errorId} className="field__error">
            {HEX_COLOUR_MESSAGE}
          </p>
        )}
      </div>
    </div>
  );
}
