import { createTranslator, messageOf, type Catalog, type FoundMessage, type Locale, type MessageKey, type Translate } from '@kisa/shared/i18n';

/**
 * A language's translate function over its catalog: loaded on demand (lib/i18n.tsx imports this
 * module lazily), so the ICU parser and the catalogs stay out of the first load, and only the
 * language shown is fetched.
 */
const LOADERS: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('@kisa/shared/i18n/catalogs/en').then((m) => m.en),
  tr: () => import('@kisa/shared/i18n/catalogs/tr').then((m) => m.tr),
};

export interface Language {
  t: Translate<MessageKey>;
  /** A message the API or a form said, in English, found in the catalogs (with its values): lazy too, as every catalogue's English is in it. */
  messageOf: (text: string) => FoundMessage | undefined;
}

export async function loadLanguage(locale: Locale): Promise<Language> {
  return { t: createTranslator(locale, await LOADERS[locale]()), messageOf };
}
