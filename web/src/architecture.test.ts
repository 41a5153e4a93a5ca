import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * bulletproof-react boundaries: a feature imports only from components/, lib/, config/,
 * its own folder and @kisa/shared; components/, lib/ and config/ never import features or app.
 */
const src = dirname(fileURLToPath(import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'((?:\.{1,2}|@)\/[^']+)'/g)].map((m) => m[1]!);
  return specs.map((s) =>
    s.startsWith('@/')
      ? s.slice(2)
      : relative(src, resolve(dirname(file), s))
          .split(sep)
          .join('/'),
  );
}

const area = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('features/') ? 2 : 1)
    .join('/');

describe('web architecture', () => {
  it('finds the imports it checks', () => {
    // Guards the parser: a pattern that matched nothing would pass the boundary rule.
    expect(
      files(src)
        .flatMap(localImports)
        .filter((t) => t.startsWith('components/')).length,
    ).toBeGreaterThan(100);
  });

  it('keeps features independent and shared layers free of features', () => {
    const violations: string[] = [];
    for (const file of files(src)) {
      const from = relative(src, file).split(sep).join('/');
      const own = area(from);
      for (const target of localImports(file)) {
        const to = area(target);
        if (own.startsWith('features/') && to.startsWith('features/') && to !== own) violations.push(`${from} → ${target}`);
        if (['components', 'lib', 'config'].includes(own) && (to.startsWith('features/') || to === 'app')) violations.push(`${from} → ${target}`);
      }
    }
    expect(violations, 'imports across boundaries').toEqual([]);
  });
});
