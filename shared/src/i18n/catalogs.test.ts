import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS, translate } from './translate.js';
import { LOCALES } from './locales.js';

/** Each argument of a message and its kind (`n:plural`, `name:argument`), found at any depth. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      argumentsOf(el.children, into);
      continue;
    }
    into.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

const sorted = (s: Set<string>) => [...s].sort();

describe('catalogs', () => {
  const english = CATALOGS.en as Record<string, string>;

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key and no other', (locale) => {
    const catalog = CATALOGS[locale] as Record<string, string>;
    expect(Object.keys(catalog).filter((k) => !(k in english))).toEqual([]);
    expect(Object.keys(english).filter((k) => !(k in catalog))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s takes the same ICU arguments as English in every message', (locale) => {
    const catalog = CATALOGS[locale] as Record<string, string>;
    const differing: string[] = [];
    for (const [key, source] of Object.entries(english)) {
      const mine = argumentsOf(parse(catalog[key] ?? ''));
      const theirs = argumentsOf(parse(source));
      if (sorted(mine).join() !== sorted(theirs).join()) differing.push(`${key}: ${sorted(mine).join(', ')} ≠ English ${sorted(theirs).join(', ')}`);
    }
    expect(differing).toEqual([]);
  });

  it.each(LOCALES)('%s: every message parses and plurals offer "other"', (locale) => {
    const bad: string[] = [];
    for (const [key, source] of Object.entries(CATALOGS[locale] as Record<string, string>)) {
      try {
        const walk = (els: MessageFormatElement[]): void => {
          for (const el of els) {
            if ((el.type === TYPE.plural || el.type === TYPE.select) && !('other' in el.options)) bad.push(`${key}: no "other"`);
            if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value);
          }
        };
        walk(parse(source));
      } catch (error) {
        bad.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('plurals follow each language’s Intl rules and numbers its formats', () => {
    expect(translate('en', 'mail.verify.footer', { hours: 1 })).toContain('valid for 1 hour.');
    expect(translate('en', 'mail.invite.footer', { days: 1234 })).toContain('valid for 1,234 days');
    expect(translate('tr', 'mail.invite.footer', { days: 1234 })).toContain('1.234 gün geçerlidir');
  });

  it('the spec’s messages read as their English text, apostrophes and braces included', () => {
    expect(translate('en', 'msg.apiKeyShownOnce')).toBe("Copy this key now. You won't be able to see it again.");
    expect(translate('en', 'msg.aasaNotObject')).toBe('apple-app-site-association must be a JSON object, such as {"applinks": {"details": […]}}.');
    expect(translate('tr', 'msg.aasaNotObject')).toContain('{"applinks": {"details": […]}}');
  });

  it('fills arguments in any script', () => {
    expect(translate('tr', 'mail.invite.intro', { inviter: 'İlkay', team: 'Çay Evi 🍵' })).toContain('İlkay sizi Kisa’da “Çay Evi 🍵” takımına');
    expect(translate('en', 'mail.greeting', { name: 'مريم' })).toBe('Hello مريم,');
  });
});
