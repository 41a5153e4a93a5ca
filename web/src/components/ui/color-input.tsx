import { useEffect, useId, useState } from 'react';
import './color-input.css';

const HEX = /^#[0-9a-f]{6}$/i;

/** Normalises `#abc` / `abc` / `#AABBCC` to `#aabbcc`; null when it is not a hex colour. */
export function normalizeHex(value: string): string | null {
  let v = value.trim().toLowerCase();
  if (!v.startsWith('#')) v = `#${v}`;
  if (/^#[0-9a-f]{3}$/.test(v)) v = `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return HEX.test(v) ? v : null;
}

/** Colour picker with a hex text box beside it; both edit the same `#rrggbb` value. */
export function ColorInput({ label, value, onChange, hint }: { label: string; value: string; onChange: (hex: string) => void; hint?: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const invalid = normalizeHex(text) === null;
  return (
    <div className={`field color-field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="color-field__row">
        <input id={id} type="color" className="color-field__swatch" value={value} onChange={(e) => onChange(e.target.value.toLowerCase())} aria-describedby={hint ? `${id}-hint` : undefined} />
        <input
          type="text"
          className="field__input color-field__hex"
          aria-label={`${label} (hex)`}
          value={text}
          spellCheck={false}
          maxLength={7}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setText(e.target.value);
            const hex = normalizeHex(e.target.value);
            if (hex) onChange(hex);
          }}
          onBlur={() => setText(value)}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
