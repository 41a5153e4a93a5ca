import { createTranslator, type Catalog, type Locale, type MessageKey, type Translate } from '@kisa/shared/i18n';

/**
 * A language's translate function over its catalog: loaded on demand (lib/i18n.tsx imports this
 * module lazily), so the ICU parser and the catalogs stay out of the first load, and only the
 * language shown is fetched.
 */
const LOADERS: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('@kisa/shared/i18n/catalogs/en').then((m) => m.en),
  tr: () => import('@kisa/shared/i18n/catalogs/tr').then((m) => m.tr),
};

export async function loadTranslator(locale: Locale): Promise<Translate<MessageKey>> {
  return createTranslator(locale, await LOADERS[locale]());
}
