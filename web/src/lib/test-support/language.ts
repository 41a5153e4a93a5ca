import { createTranslator, messageOf, type Locale } from '@kisa/shared/i18n';
import { en } from '@kisa/shared/i18n/catalogs/en';
import { tr } from '@kisa/shared/i18n/catalogs/tr';
import { afterAll, beforeAll } from 'vitest';
import { showLanguage } from '@/lib/i18n';

const CATALOGS = { en, tr };

/** Shows a language now (unit tests render outside the provider). */
export function showLanguageNow(locale: Locale): void {
  showLanguage(locale, createTranslator(locale, CATALOGS[locale]), messageOf);
}

/** The suite (or describe block) renders and formats in `locale`; English again afterwards. */
export function inLanguage(locale: Locale): void {
  beforeAll(() => showLanguageNow(locale));
  afterAll(() => showLanguageNow('en'));
}
