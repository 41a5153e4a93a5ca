import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@kisa/shared/i18n';
import { rememberLocale, useI18n } from '@/lib/i18n';

/**
 * The language of the signed-out screens (sign-in, sign-up, recovery): remembered on this device
 * until the person signs in, whose profile's language then wins (Settings → Profile changes it).
 * Each language is named in itself, so anyone finds theirs.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { locale, t } = useI18n();
  const id = useId();
  return (
    <div className={['language-select', className].filter(Boolean).join(' ')}>
      <label className="sr-only" htmlFor={id}>
        {t('common.language')}
      </label>
      <select id={id} className="field__input language-select__input" value={locale} onChange={(e) => rememberLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
