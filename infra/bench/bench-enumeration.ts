/**
 * `npm run bench:enumeration` — how long sign-up, recover, resend-verification and a
 * refused sign-in take for an e-mail with an account and for one without (they
 * must not tell the two apart by time). Starts the local runtime (fresh temp
 * data dir, free ports, quiet), makes BENCH_SAMPLES accounts, then times BENCH_SAMPLES calls
 * of each kind for a known and an unknown address, alternating, one at a time. Every call
 * comes from its own loopback address (127.x.y.z) and every known address is used once per
 * kind, so no rate limit is met (the limits count per address and per e-mail).
 *
 * Prints per call: median, min and max for known and unknown, whether the ranges overlap,
 * and the floor (functions/src/core/accounts/even-answer.ts). Knobs: BENCH_SAMPLES (25).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWER_FLOOR_MS } from '@kisa/functions/src/core/accounts/even-answer';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { printErrors } from './bench-api.js';
import { log, machineLine, median } from './bench-output.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 25);
const PASSWORD = 'correct horse battery';

let addresses = 0;
/** A loopback address of its own for every call (the gateway sees each as another client). */
const nextAddress = () => {
  const n = ++addresses;
  return `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

/** POSTs JSON from `localAddress`; answers the status and the milliseconds to the full answer. */
function post(appUrl: string, path: string, json: unknown, localAddress: string): Promise<{ status: number; ms: number }> {
  const url = new URL(path, appUrl);
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { host: url.host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const email = (tag: string) => `bench-enum-${tag}-${randomBytes(4).toString('hex')}@example.com`;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kisa-bench-enum-'));
  let runtime: Runtime | undefined;
  try {
    log(machineLine());
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true });
    const { appUrl } = runtime;

    // The known addresses: one account each (unverified, so resend has work to do).
    const known: string[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const address = email(`known${i}`);
      const res = await post(appUrl, '/api/auth/signup', { name: 'Bench Known', email: address, password: PASSWORD }, nextAddress());
      if (res.status !== 201) throw new Error(`sign-up of ${address} answered ${res.status}`);
      known.push(address);
    }
    // One warm-up call of each kind, so no first-call set-up lands in one column only.
    const kinds: [string, keyof typeof ANSWER_FLOOR_MS, string, (address: string) => unknown, number][] = [
      ['sign-up', 'signUp', '/api/auth/signup', (address) => ({ name: 'Bench', email: address, password: PASSWORD }), 201],
      ['recover', 'recover', '/api/auth/recover', (address) => ({ email: address }), 200],
      ['resend-verification', 'resendVerification', '/api/auth/resend-verification', (address) => ({ email: address }), 200],
      ['sign-in, wrong password', 'signInRefusal', '/api/auth/signin', (address) => ({ email: address, password: 'not the password' }), 401],
    ];
    for (const [, , path, body] of kinds) await post(appUrl, path, body(email('warm')), nextAddress());

    let failed = false;
    for (const [name, floorKey, path, body, expected] of kinds) {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < SAMPLES; i++) {
        for (const which of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
          const address = which === 'known' ? known[i]! : email(`unknown${i}`);
          const res = await post(appUrl, path, body(address), nextAddress());
          if (res.status !== expected) {
            failed = true;
            log(`  ${name} (${which}) answered ${res.status}, expected ${expected}`);
          }
          times[which].push(res.ms);
        }
      }
      const k = times.known;
      const u = times.unknown;
      const overlap = Math.min(...k) <= Math.max(...u) && Math.min(...u) <= Math.max(...k);
      const fmt = (v: number[]) => `median ${median(v).toFixed(1)} ms (min ${Math.min(...v).toFixed(1)}, max ${Math.max(...v).toFixed(1)})`;
      log(
        `${name} [floor ${ANSWER_FLOOR_MS[floorKey]} ms, ${SAMPLES} samples each]: known ${fmt(k)}; unknown ${fmt(u)}; ranges ${overlap ? 'overlap' : 'DO NOT overlap'}; medians differ by ${Math.abs(median(k) - median(u)).toFixed(1)} ms`,
      );
    }
    printErrors(join(dataDir, 'logs'));
    return failed ? 1 : 0;
  } finally {
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
