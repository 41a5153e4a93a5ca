import { defineConfig } from 'vitest/config';

// One runner for every workspace: unit tests, emulator-backed integration tests and
// Chromium end-to-end tests all sit beside the code they test.
export default defineConfig({
  test: {
    include: ['{shared,functions,infra,web}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/cdk.out/**', '**/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    globalSetup: ['infra/local/test/global-setup.ts'],
    reporters: ['default'],
    // The SDK warns that Node 20 support ends; CI machines run Node 20 (BRIEF §2).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
