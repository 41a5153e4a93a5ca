import { forwardRef } from 'react';
import { RULE_NAME_MAX, URL_MAX } from '@kisa/shared';
import { TextField, type TextFieldProps } from '@/components/ui';
import { useT } from '@/lib/i18n';

/** An editor card's destination (a targeting rule's, a variant's): a URL typed as text, no spell check. */
export const DestinationField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(function DestinationField(props, ref) {
  const t = useT();
  return (
    <TextField
      ref={ref}
      label={t('editor.card.destination')}
      type="text"
      inputMode="url"
      spellCheck={false}
      autoComplete="off"
      maxLength={URL_MAX}
      {...props}
    />
  );
});

/** An editor card's optional name (a targeting rule's, a variant's): for the owner and the analytics, never shown to visitors. */
export const CardNameField = forwardRef<HTMLInputElement, TextFieldProps>(function CardNameField(props, ref) {
  const t = useT();
  return <TextField ref={ref} type="text" autoComplete="off" maxLength={RULE_NAME_MAX} hint={t('editor.card.nameHint')} {...props} />;
});
