/** The runtime's own files in the data dir: its pid file and the click-token key. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dataPaths } from './paths.js';

/** The pid in the data dir's pid file if that process is still alive. */
export function runningRuntimePid(dataDir: string): number | undefined {
  const { pidFile } = dataPaths(dataDir);
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive but someone else's; ESRCH: a stale file from a crash.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export function removePidFile(pidFile: string): void {
  try {
    if (readFileSync(pidFile, 'utf8').trim() === String(process.pid)) rmSync(pidFile);
  } catch {
    // already gone
  }
}

/** A key kept in the data folder (the click-token key, the account key): read, or made once (32 random bytes, base64url). */
export function keptSecretOf(path: string): string {
  if (existsSync(path)) {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept) return kept;
  }
  const made = randomBytes(32).toString('base64url');
  writeFileSync(path, `${made}\n`, { mode: 0o600 });
  return made;
}
