import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-describedby'>, FieldOwnProps {}

/** Labelled input with hint and error text wired through aria-invalid / aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} aria-describedby={describedBy}>
      {(control) => <input ref={ref} className="field__input" {...rest} {...control} />}
    </Field>
  );
});
