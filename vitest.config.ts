import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for every workspace: unit tests, emulator-backed integration tests and
// Chromium end-to-end tests all sit beside the code they test.
export default defineConfig({
  // The web app's own alias (web/tsconfig.json paths; esbuild reads it when bundling).
  resolve: { alias: { '@/': fileURLToPath(new URL('./web/src/', import.meta.url)) } },
  test: {
    include: ['{shared,functions,infra,web,sdk}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/cdk.out/**', '**/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    globalSetup: ['infra/local/test/global-setup.ts'],
    // Web unit tests render in English (the app's I18nProvider loads a catalog; tests have none).
    setupFiles: ['web/src/lib/test-support/english.ts'],
    reporters: ['default'],
    // fauxqs (the durable local SQS) uses node:sqlite, still flagged experimental in Node 22.
    execArgv: ['--disable-warning=ExperimentalWarning'],
  },
});
