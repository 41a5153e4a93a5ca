import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES, type Locale } from './locales.js';

/** What a message's arguments may be: ICU formats numbers and dates itself, in the message's locale. */
export type MessageValues = Record<string, string | number | Date>;

/** A language's function from a key to its text. */
export type Translate<K extends string = string> = (key: K, values?: MessageValues) => string;

/**
 * The translate function of one language over its catalog of ICU messages (plural and select by
 * `Intl` rules, `{n, number}` in the language's own formats). Each message is parsed once, when first
 * used. A key missing from the catalog answers the key itself (the parity test keeps that from happening).
 */
export function createTranslator<K extends string>(locale: Locale, catalog: Readonly<Record<K, string>>): Translate<K> {
  const compiled = new Map<K, IntlMessageFormat>();
  const intlLocale = INTL_LOCALES[locale];
  return (key, values) => {
    let message = compiled.get(key);
    if (!message) {
      const source = catalog[key];
      if (source === undefined) return key;
      compiled.set(key, (message = new IntlMessageFormat(source, intlLocale)));
    }
    const out = message.format(values);
    return typeof out === 'string' ? out : String(out);
  };
}

/** A plain text as an ICU message that reads as that text (apostrophes doubled, braces quoted). */
export const escapeIcu = (text: string): string => text.replace(/'/g, "''").replace(/[{}]+/g, (run) => `'${run}'`);
