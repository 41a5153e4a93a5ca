import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needsTranslation, untranslatedTexts } from './untranslated-text';

/**
 * No screen shows text that bypasses the catalog: JSX text and the shown string props
 * (aria-label, placeholder, title, label, hint…) of every component go through `t(...)`. The
 * Chromium walk (web/e2e/languages.test.ts) checks what is shown in Turkish, text built in code too.
 */
const src = dirname(fileURLToPath(import.meta.url));

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return components(p);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [p] : [];
  });
}

const files = components(src).map((p) => ({ path: relative(src, p).split(sep).join('/'), source: readFileSync(p, 'utf8') }));

describe('text shown on screens', () => {
  it('tells words to translate from numbers, symbols, code and names', () => {
    expect(untranslatedTexts('x.tsx', '<p title="Save it">Hello {name}</p>').map((u) => u.text)).toEqual(['Save it', 'Hello']);
    expect(untranslatedTexts('x.tsx', '<p aria-label={t("x")}>{t("y")} · 42 — Kisa</p>')).toEqual([]);
    for (const text of ['https://example.com/a', 'go.example.com', 'you@company.com', '{id}', '12 / 34', 'QR', 'CSV', 'Kisa'])
      expect(needsTranslation(text), text).toBe(false);
    for (const text of ['Cancel', 'Kisa home', 'No tag matches', 'Ülke']) expect(needsTranslation(text), text).toBe(true);
  });

  it('goes through the catalog in every screen', () => {
    const bypassing = files.flatMap((f) => untranslatedTexts(f.path, f.source).map((u) => `${f.path}:${u.line} "${u.text}"`));
    expect(bypassing, 'texts shown without t(...): add them to the catalogs (shared/src/i18n/catalogs)').toEqual([]);
  });
});
