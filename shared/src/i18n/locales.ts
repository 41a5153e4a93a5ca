/** The languages Kisa speaks. Adding one: README "Adding a language". */
export const LOCALES = ['en', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl locale each language formats numbers and dates in: Turkish keeps the spec's tr-TR (1.234.567, %12,5, 05.03.2025). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', tr: 'tr-TR' };

/** Each language's own name, as a language menu lists it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', tr: 'Türkçe' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The language for someone who has not chosen one: the first of their browser's languages
 * that Kisa speaks (`tr`, `tr-TR`, `TR` → Turkish), else English.
 */
export function localeFromLanguages(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
