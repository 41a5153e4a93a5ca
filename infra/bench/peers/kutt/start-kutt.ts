/**
 * `node --import tsx infra/bench/peers/kutt/start-kutt.ts [N] [--keep]` — a real Kutt 3 on
 * 127.0.0.1, seeded through its own API with N links (default 1000), then stopped; with --keep
 * it stays up (Ctrl-C stops it) and prints its API URL and key, to point an import at by hand.
 *
 * Where Kutt comes from (kutt-peer.ts): the `fetch` tool's snapshot of
 * github:thedevs-network/kutt (KUTT_SNAPSHOT, a bare git dir), unpacked into KUTT_DIR and
 * installed there the first time (npm registry only; better-sqlite3 compiled locally, ~1 min per
 * step). Needs git, a C++ toolchain (make, g++, python3) and a Node with its headers (KUTT_NODE).
 */
import { startKutt } from './kutt-peer.js';
import { seedKutt } from './seed-kutt.js';

const log = (line: string): void => void process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const n = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 1000);
  const keep = process.argv.includes('--keep');
  const peer = await startKutt(log);
  try {
    const links = await seedKutt(peer, n, log);
    log(`Kutt ${peer.version}: ${links.length} links, ${links.reduce((s, l) => s + l.visits, 0)} visits`);
    if (keep) {
      log(`API URL ${peer.apiUrl}\nAPI key ${peer.apiKey}\n(Ctrl-C stops Kutt)`);
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    }
  } finally {
    await peer.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
