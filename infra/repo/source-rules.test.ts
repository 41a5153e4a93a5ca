import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Rules every workspace's files keep, beyond what Biome (biome.jsonc) checks: file length, one
 * UpdateItem expression builder, and code and docs that describe the product rather than the
 * tickets that made it. Import depth is Biome's (noRestrictedImports).
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.startsWith('sdk/src/generated/') && f !== 'package-lock.json');
const read = (file: string) => {
  try {
    return readFileSync(root + file, 'utf8');
  } catch {
    return ''; // deleted in the working tree, not yet from the index
  }
};

const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const isTest = (f: string) => /\.test\.tsx?$/.test(f) || f.includes('/test-support/') || f.startsWith('web/e2e/');
/** Data, not code: one long line each. */
const DATA_FILES = ['shared/src/common-passwords.ts'];
const sources = tracked.filter((f) => SOURCE.test(f));

describe('source rules of every workspace', () => {
  it('finds the files it checks', () => {
    // Guards the listing: an empty list would pass every rule below.
    for (const workspace of ['shared/', 'functions/', 'infra/', 'web/', 'sdk/']) {
      expect(sources.filter((f) => f.startsWith(workspace)).length, `source files in ${workspace}`).toBeGreaterThan(5);
    }
  });

  it('keeps every non-test source file at 350 lines or fewer, so each reads in one sitting', () => {
    const long = sources
      .filter((f) => !isTest(f) && !DATA_FILES.includes(f))
      .map((file) => ({ file, lines: read(file).split('\n').length }))
      .filter((f) => f.lines > 350);
    expect(long, 'files over 350 lines: split them by what they do').toEqual([]);
  });

  it('assembles no UpdateExpression at run time outside the one builder (functions/src/data/update-expression.ts)', () => {
    // A literal expression is fine; anything computed (a template with ${…}, a variable, a join) belongs in buildUpdate.
    const computed = /UpdateExpression\s*:\s*(?=\S)(?!'[^'\n]*'\s*[,}\n]|"[^"\n]*"\s*[,}\n]|`[^`$]*`\s*[,}\n])/g;
    const found = sources
      .filter((f) => !isTest(f) && f !== 'functions/src/data/update-expression.ts')
      .flatMap((file) => [...read(file).matchAll(computed)].map((m) => `${file}:${read(file).slice(0, m.index).split('\n').length}`));
    expect(found, 'UpdateExpressions built outside buildUpdate').toEqual([]);
  });

  it('the UpdateExpression check sees a computed expression', () => {
    const computed = /UpdateExpression\s*:\s*(?=\S)(?!'[^'\n]*'\s*[,}\n]|"[^"\n]*"\s*[,}\n]|`[^`$]*`\s*[,}\n])/;
    expect(computed.test("{ UpdateExpression: `SET ${sets.join(', ')}` }")).toBe(true);
    expect(computed.test('{ UpdateExpression: expression, Key }')).toBe(true);
    expect(computed.test("{ UpdateExpression: 'ADD #n :one', Key }")).toBe(false);
  });

  it('names no ticket in source or docs: a comment says why the code is so, history lives in git', () => {
    const TICKET = /\bissues? #?\d+/i;
    const text = tracked.filter((f) => /\.(ts|tsx|mjs|js|cjs|md|css|html|json|jsonc|yaml|yml|txt)$/.test(f) || f === '.ci/run');
    const found = text.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) => (TICKET.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(found, 'lines naming an issue number').toEqual([]);
  });

  it("Biome's gate refuses an import that climbs past two levels, and lets two levels through", () => {
    const dir = mkdtempSync(join(tmpdir(), 'kisa-lint-'));
    try {
      copyFileSync(join(root, 'biome.jsonc'), join(dir, 'biome.jsonc'));
      mkdirSync(join(dir, 'a/b/c'), { recursive: true });
      const lint = (spec: string) => {
        writeFileSync(join(dir, 'a/b/c/probe.ts'), `import { x } from '${spec}';\nexport const y = x;\n`);
        const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', '--colors=off', '--vcs-enabled=false', 'a/b/c/probe.ts'], {
          cwd: dir,
          encoding: 'utf8',
        });
        return `${run.stdout}${run.stderr}`;
      };
      expect(lint('../../../lib/format'), 'a three-level climb').toContain('noRestrictedImports');
      expect(lint('../../lib/format'), 'a two-level climb').not.toContain('noRestrictedImports');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
