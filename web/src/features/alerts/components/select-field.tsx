import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';

/** A labelled select, its hint and error tied to it (Field). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  hint,
  error,
  disabled,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  name: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className="field__input" name={name} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
