/** `npm run wipe`: deletes the local data dir, but never under a running runtime. */
import { existsSync, rmSync } from 'node:fs';
import { resolveDataDir } from './paths.js';
import { runningRuntimePid } from './data-dir.js';

const dataDir = resolveDataDir();
const pid = runningRuntimePid(dataDir);
if (pid !== undefined) {
  console.error(`Kisa is running (pid ${pid}) on ${dataDir}: stop it (Ctrl-C in its terminal) and run npm run wipe again.`);
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`Nothing to wipe: ${dataDir} does not exist.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Wiped ${dataDir}.`);
}
