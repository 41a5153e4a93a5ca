import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JAVA_FIX, parseJavaMajor } from './check-java.js';
import { repoRoot } from './paths.js';

describe('Java check', () => {
  it('reads the major version from java -version output', () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_202"')).toBe(8);
    expect(parseJavaMajor('bash: java: command not found')).toBeUndefined();
  });

  it('makes npm start print one line with the fix and exit 1 when java is missing', () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const result = spawnSync(process.execPath, ['--import', tsx, join(repoRoot, 'infra/local/start.ts')], {
      env: { PATH: '/nonexistent', KISA_DATA_DIR: join(repoRoot, 'node_modules/.cache/kisa-java-check') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(JAVA_FIX);
    expect(result.stdout.trim()).toBe('');
  });
});
