import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers import one way: handlers → core → data → lib (and everything → @kisa/shared).
 * Each rule lists what files under a folder must not import; a failure lists every
 * offending import as `file → import`. Tests and test-support/ are test code, not layers.
 */
const src = dirname(fileURLToPath(import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'test-support' ? [] : files(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

/**
 * Every module a file names (static, type-only, re-export or dynamic): this package's
 * modules as paths under src/ (`core/links/delete-link.js`, whether written relative or
 * through a `#layer/` subpath import of package.json "imports"), packages by name.
 */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/\b(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
  const toSrc = (s: string) =>
    s.startsWith('.')
      ? relative(src, resolve(dirname(file), s))
          .split(sep)
          .join('/')
      : s.startsWith('#')
        ? s.slice(1)
        : s;
  return [...new Set(specs.map(toSrc))];
}

const under = (folder: string) => (target: string) => target.startsWith(`${folder}/`);
const isPackage = (name: string) => (target: string) => target === name || target.startsWith(`${name}/`);
const isOwnModule = (target: string) => existsSync(join(src, target.replace(/\.js$/, '.ts')));

const rules: { files: string; rule: string; forbidden: (target: string) => boolean }[] = [
  { files: 'lib', rule: 'lib/ imports only lib/ (never core/ or data/)', forbidden: (t) => isOwnModule(t) && !under('lib')(t) },
  { files: 'core', rule: 'core/ imports neither lib/http/ nor aws-lambda', forbidden: (t) => under('lib/http')(t) || isPackage('aws-lambda')(t) },
  { files: 'data', rule: 'data/ never imports core/', forbidden: under('core') },
  { files: 'handlers', rule: 'handlers/ never import data/ (they reach it through core/)', forbidden: under('data') },
  { files: '', rule: 'nothing outside handlers/ imports handlers/', forbidden: under('handlers') },
];

/** The files right under data/: the table client, the one key module and helpers every capability uses. */
const DATA_ROOT_FILES = [
  'batch-get.ts',
  'batch-write.ts',
  'conditional-update.test.ts',
  'conditional-update.ts',
  'keys.test.ts',
  'keys.ts',
  'lean-table.ts',
  'paging.ts',
  'parse-item.test.ts',
  'parse-item.ts',
  'table.ts',
  'transactions.ts',
  'update-expression.test.ts',
  'update-expression.ts',
];

describe('functions architecture', () => {
  const sources = files(src).map((file) => ({ from: relative(src, file).split(sep).join('/'), imports: importsOf(file) }));

  it('finds the imports it checks', () => {
    // Guards the parser: a regex that matched nothing would pass every rule below.
    const handler = sources.find((s) => s.from === 'handlers/links/delete-link.ts');
    expect(handler?.imports, 'imports parsed from the delete-link handler').toEqual(expect.arrayContaining(['core/links/delete-link.js', '@kisa/shared']));
    const operation = sources.find((s) => s.from === 'core/links/delete-link.ts');
    expect(operation?.imports, 'a type-only import parsed from core/links/delete-link.ts').toContain('core/accounts/caller.js');
  });

  it('data/ is one folder per capability, with only the shared table modules at its root', () => {
    const loose = readdirSync(join(src, 'data')).filter((name) => !statSync(join(src, 'data', name)).isDirectory() && !DATA_ROOT_FILES.includes(name));
    expect(loose, 'files directly under data/ that belong in a capability folder').toEqual([]);
  });

  it("the Link has one owner: outside data/links/, its items are reached through data/links/index.ts (the redirect's get-alias.ts aside)", () => {
    const linkModules = (t: string) => under('data/links')(t) && t !== 'data/links/index.js' && t !== 'data/links/get-alias.js';
    const violations = sources
      .filter(({ from }) => !from.startsWith('data/links/'))
      .flatMap(({ from, imports }) => imports.filter(linkModules).map((target) => `${from} → ${target}`));
    expect(violations, 'imports of data/links/ internals from outside it').toEqual([]);
  });

  it("only data/links/ (and the search module's shard placement) build a Link item's keys", () => {
    const LINK_KEYS = /\b(?:linkKey|aliasKey|aliasKeyOf|legacyAliasKey|teamLinksIndexKey|campaignLinksIndexKey)\b/;
    const users = files(join(src, 'data'))
      .map((file) => relative(src, file).split(sep).join('/'))
      .filter((from) => from !== 'data/keys.ts' && !from.startsWith('data/links/') && !from.startsWith('data/search/'))
      .filter((from) => LINK_KEYS.test(readFileSync(join(src, from), 'utf8')));
    expect(users, 'data/ files outside data/links/ that build Link keys').toEqual([]);
  });

  for (const { files: folder, rule, forbidden } of rules) {
    it(rule, () => {
      const violations = sources
        .filter(({ from }) => (folder ? from.startsWith(`${folder}/`) : !from.startsWith('handlers/')))
        .flatMap(({ from, imports }) => imports.filter(forbidden).map((target) => `${from} → ${target}`));
      expect(violations, `imports breaking "${rule}"`).toEqual([]);
    });
  }

  it('files outside data/search/ (tests too) import data/search/ only through its index.ts', () => {
    // The search index is a module: what is behind index.ts can be swapped (a search service) without touching its callers.
    const everyFile = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(join(dir, name)).isDirectory() ? everyFile(join(dir, name)) : /\.tsx?$/.test(name) ? [join(dir, name)] : [],
      );
    const violations = everyFile(src)
      .map((file) => relative(src, file).split(sep).join('/'))
      .filter((from) => !from.startsWith('data/search/'))
      .flatMap((from) =>
        importsOf(join(src, from))
          .filter((t) => under('data/search')(t) && t !== 'data/search/index.js')
          .map((t) => `${from} → ${t}`),
      );
    expect(violations, 'imports of data/search/ that bypass data/search/index.js').toEqual([]);
  });
});
