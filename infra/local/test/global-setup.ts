/**
 * Vitest global setup: ONE local runtime for the whole test run, on free ports with a
 * fresh data dir, available in tests as `inject('runtime')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreeBasePort } from '../ports.js';
import { startRuntime } from '../runtime.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kisa-test-'));
  const runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true });
  project.provide('runtime', { appUrl: runtime.appUrl, outboxUrl: runtime.outboxUrl, sesUrl: runtime.sesUrl, env: runtime.env });
  return async () => {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
