import { useId, type ReactNode } from 'react';
import './switch.css';

/** On/off control: a button with role="switch" and aria-checked, labelled by its text (a <label>: clicking it toggles). */
export function Switch({
  checked,
  onChange,
  label,
  hint,
  disabled,
  id,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}) {
  const auto = useId();
  const switchId = id ?? auto;
  const labelId = `${switchId}-label`;
  const hintId = hint ? `${switchId}-hint` : undefined;
  return (
    <div className="switch-field">
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="switch"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
      <div className="switch-field__text">
        <label id={labelId} className="switch-field__label" htmlFor={switchId}>
          {label}
        </label>
        {hint && (
          <span id={hintId} className="field__hint">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
