import { en, type MessageKey } from './catalogs/en/index.js';
import { tr } from './catalogs/tr/index.js';
import type { Locale } from './locales.js';
import { createTranslator, type MessageValues, type Translate } from './translator.js';
import { messageOf } from './validation-keys.js';

/**
 * Every language's translate function, for the server's texts (mails, export headers). The web
 * loads only the catalog it shows (web/src/lib/i18n.tsx).
 */
export const CATALOGS = { en, tr } as const;

const translators = new Map<Locale, Translate<MessageKey>>();

export function translator(locale: Locale): Translate<MessageKey> {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(locale, CATALOGS[locale])));
  return t;
}

/** A message in a language: `translate('tr', 'mail.verify.footer', { hours: 24 })`. */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return translator(locale)(key, values);
}

/** A message the API says (English, from MSG or another catalogue, values inside) in a language; any other text as it is. */
export function translateMessage(locale: Locale, text: string): string {
  const found = messageOf(text);
  return found ? translate(locale, found.key, found.values) : text;
}
