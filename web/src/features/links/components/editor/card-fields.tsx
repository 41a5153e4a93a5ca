import { forwardRef } from 'react';
import { RULE_NAME_MAX, URL_MAX } from '@kisa/shared';
import { TextField, type TextFieldProps } from '@/components/ui';

/** An editor card's destination (a targeting rule's, a variant's): a URL typed as text, no spell check. */
export const DestinationField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(function DestinationField(props, ref) {
  return <TextField ref={ref} label="Destination URL" type="text" inputMode="url" spellCheck={false} autoComplete="off" maxLength={URL_MAX} {...props} />;
});

/** An editor card's optional name (a targeting rule's, a variant's): for the owner and the analytics, never shown to visitors. */
export const CardNameField = forwardRef<HTMLInputElement, TextFieldProps>(function CardNameField(props, ref) {
  return <TextField ref={ref} type="text" autoComplete="off" maxLength={RULE_NAME_MAX} hint="For you and the analytics; visitors never see it." {...props} />;
});
