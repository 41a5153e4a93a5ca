import { TextField } from '@/components/ui';
import { Field } from '@/components/ui/field';
import { TextArea } from '@/components/ui/text-area';
import { useT } from '@/lib/i18n';
import type { QrFieldDef } from './qr-fields';

export interface QrFormFieldProps {
  def: QrFieldDef;
  id: string;
  value: string | boolean;
  /** Marks the field invalid and points it at the hint that says why. */
  hintId?: string;
  onChange: (value: string | boolean) => void;
}

/** One generator field as its definition says: text box, text area, select or checkbox. */
export function QrFormField({ def, id, value, hintId, onChange }: QrFormFieldProps) {
  const t = useT();
  const label = t(def.label);
  const wide = def.wide ? 'qr-form__wide' : undefined;
  if (def.kind === 'checkbox') {
    return (
      <label className={['qr-form__check', wide].filter(Boolean).join(' ')}>
        <input id={id} name={def.name} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (def.kind === 'select') {
    return (
      <Field id={id} label={label} className={wide} error={hintId ? true : undefined} aria-describedby={hintId}>
        {(control) => (
          <select {...control} name={def.name} className="field__input" value={text} onChange={(e) => onChange(e.target.value)}>
            {def.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  const common = {
    id,
    name: def.name,
    label,
    value: text,
    placeholder: def.placeholder,
    className: wide,
    error: hintId ? true : undefined,
    'aria-describedby': hintId,
  };
  if (def.multiline) return <TextArea {...common} onChange={(e) => onChange(e.target.value)} />;
  return (
    <TextField
      {...common}
      type={def.type ?? 'text'}
      inputMode={def.inputMode}
      autoComplete={def.autoComplete}
      spellCheck={def.type === 'email' || def.type === 'url' || def.type === 'tel' || def.autoComplete === 'off' ? false : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
