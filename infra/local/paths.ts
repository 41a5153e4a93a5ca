import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

/** Repo root, found from this file so commands work from any cwd. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export const webDistDir = join(repoRoot, 'web', 'dist');
export const handlersDir = join(repoRoot, 'functions', 'src', 'handlers');

/** Where local data lives: KISA_DATA_DIR, else `<repo>/.data`. */
export function resolveDataDir(dataDir?: string): string {
  return resolve(dataDir ?? process.env.KISA_DATA_DIR ?? join(repoRoot, '.data'));
}

/** Files inside the data dir that the runtime, wipe and make-admin agree on. */
export function dataPaths(dataDir: string) {
  return {
    dynamodb: join(dataDir, 'dynamodb'),
    s3: join(dataDir, 's3'),
    cognitoCwd: join(dataDir, 'cognito'),
    logs: join(dataDir, 'logs'),
    pidFile: join(dataDir, 'runtime.pid'),
    runtimeJson: join(dataDir, 'runtime.json'),
    resourcesJson: join(dataDir, 'resources.json'),
    /** fauxqs's SQLite file: queued messages survive a crash. */
    sqs: join(dataDir, 'sqs'),
    /** The analytics engine's copy of the click log (DuckDB; rebuilt from S3 when missing). */
    analytics: join(dataDir, 'analytics'),
    analyticsDb: join(dataDir, 'analytics', 'clicks.duckdb'),
    /**
     * The scheduled jobs' own copy (the pollers process; automatic promotion of experiments
     * reads analytics): DuckDB lets one process at a time open a database file, and the gateway holds
     * `analyticsDb`.
     */
    analyticsJobsDb: join(dataDir, 'analytics', 'jobs.duckdb'),
    /** The key that signs click ids: made once, kept with the data it signs for. */
    clickTokenSecret: join(dataDir, 'click-token-secret'),
    authKeySecret: join(dataDir, 'auth-key-secret'),
    /** The KMS stand-in's key material (emulators/run-kms.ts): webhook secrets sealed under it stay readable across restarts. */
    kmsKey: join(dataDir, 'kms-key'),
  };
}
