import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromLanguages,
  type FoundMessage,
  type Locale,
  type MessageKey,
  type MessageValues,
  type Translate,
} from '@kisa/shared/i18n';
import { useUser } from './session';

/**
 * The screens' language: the signed-in user's choice (their profile's `locale`), else the one chosen
 * on this device before signing in, else the browser's (navigator.languages: tr* → Turkish, else
 * English). Only the shown language's catalog is loaded (a chunk of its own); switching loads the
 * other and re-renders in place, no reload. `<html lang>` follows.
 */

export type T = Translate<MessageKey>;

const STORAGE_KEY = 'kisa:locale';
const CHANGE_EVENT = 'kisa:locale';

interface Active {
  locale: Locale;
  t: T;
  /** Finds a message said in English (the API's, a form's) in the catalogs; none before a catalog is in. */
  messageOf?: (text: string) => FoundMessage | undefined;
}

// The language being shown, for code outside React (formatters, lib helpers): set before the
// provider re-renders with it, so a render in the new language formats in it too.
let active: Active = { locale: DEFAULT_LOCALE, t: (key) => key };

/** Shows a language whose translate function is at hand (the provider's loads, and unit tests' English). */
export function showLanguage(locale: Locale, t: T, messageOf?: Active['messageOf']): void {
  active = { locale, t, messageOf };
}

/** The language the screens are in now. */
export const currentLocale = (): Locale => active.locale;

/** A message in the language shown now (for helpers outside components; components use `useT`). */
export const translateNow: T = (key, values) => active.t(key, values);

/**
 * A record of texts read in the language shown at the moment each is read (a getter per key):
 * label maps that screens index (`FILTER_LABELS.browser`) stay maps and follow a switch.
 */
export function translatedRecord<K extends string>(keys: Readonly<Record<K, MessageKey>>): Readonly<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const name of Object.keys(keys) as K[]) Object.defineProperty(out, name, { enumerable: true, get: () => active.t(keys[name]) });
  return out;
}

/**
 * A message (English, as forms check and the API's problems say it: shared MSG and the other
 * catalogues, values inside included) in the language shown: its catalog text, with the values
 * it carries, when it is one of them, else the text itself.
 */
export function localizeMessage(text: string): string;
export function localizeMessage(text: string | null): string | null;
export function localizeMessage(text: string | null): string | null {
  if (text === null || active.locale === 'en') return text;
  const found = active.messageOf?.(text);
  return found ? active.t(found.key, found.values) : text;
}

function storedLocale(): Locale | null {
  try {
    const v = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(v) ? v : null;
  } catch {
    return null;
  }
}

/** Remembers a language on this device (the signed-in profile keeps it too: see the settings screen). */
export function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
  globalThis.dispatchEvent?.(new Event(CHANGE_EVENT));
}

function subscribe(callback: () => void): () => void {
  globalThis.addEventListener?.(CHANGE_EVENT, callback);
  globalThis.addEventListener?.('storage', callback);
  return () => {
    globalThis.removeEventListener?.(CHANGE_EVENT, callback);
    globalThis.removeEventListener?.('storage', callback);
  };
}

/** The language to show: the profile's, else this device's choice, else the browser's. */
export function useWantedLocale(): Locale {
  const user = useUser();
  const stored = useSyncExternalStore(subscribe, storedLocale, () => null);
  return user?.locale ?? stored ?? localeFromLanguages(globalThis.navigator?.languages);
}

const I18nContext = createContext<Active | null>(null);

type Language = Awaited<ReturnType<typeof import('./i18n-catalogs').loadLanguage>>;
const loaded = new Map<Locale, Language>();

async function load(locale: Locale): Promise<Language> {
  let language = loaded.get(locale);
  if (!language) loaded.set(locale, (language = await (await import('./i18n-catalogs')).loadLanguage(locale)));
  return language;
}

/** Loads the wanted language's catalog and provides it; renders nothing until the first one is in. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const wanted = useWantedLocale();
  const [shown, setShown] = useState<Active | null>(null);
  useEffect(() => {
    let current = true;
    void load(wanted).then(({ t, messageOf }) => {
      if (!current) return;
      showLanguage(wanted, t, messageOf);
      setShown(active);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);
  if (!shown) return null;
  return <I18nContext.Provider value={shown}>{children}</I18nContext.Provider>;
}

/** The language shown and its translate function; components re-render when it changes. */
export function useI18n(): Active {
  const value = useContext(I18nContext);
  return value ?? active;
}

/** The translate function of the language shown: `t('nav.dashboard')`, `t('links.count', { n })`. */
export function useT(): T {
  return useI18n().t;
}

/** `localizeMessage` bound to the language shown, for components that show spec messages. */
export function useLocalize(): (text: string) => string {
  const { locale } = useI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale changes what localizeMessage answers
  return useCallback((text: string) => localizeMessage(text), [locale]);
}

export type { Locale, MessageKey, MessageValues };
