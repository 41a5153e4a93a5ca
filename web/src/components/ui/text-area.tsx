import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from './field';
import './text-area.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'aria-describedby'>, FieldOwnProps {}

/** Multi-line TextField: same label, hint and error wiring (aria-invalid / aria-describedby). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, className, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} aria-describedby={describedBy}>
      {(control) => <textarea ref={ref} rows={rows} className="field__input field__input--multiline" {...rest} {...control} />}
    </Field>
  );
});
