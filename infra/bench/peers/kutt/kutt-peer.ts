/**
 * A real Kutt 3 on 127.0.0.1, built from a local copy of its source (never vendored here): the
 * snapshot the session's `fetch` tool brings of github:thedevs-network/kutt, a bare git dir
 * (default /work/.mirror/thedevs-network+kutt/repo; KUTT_SNAPSHOT). `prepareKutt` unpacks its
 * HEAD into KUTT_DIR (default $TMPDIR/kisa-peers/kutt), installs its npm dependencies from the
 * registry without their install scripts, and compiles better-sqlite3 with node-gyp against
 * the headers of the Node that will run Kutt (KUTT_NODE: /usr/bin/node when its headers sit in
 * /usr/include/node, else this Node) — prebuilt binaries would come from outside the registry.
 * `startKutt` migrates a fresh SQLite file, starts the server, makes the admin and its API key.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const KUTT_SNAPSHOT = process.env.KUTT_SNAPSHOT ?? '/work/.mirror/thedevs-network+kutt/repo';
export const KUTT_DIR = process.env.KUTT_DIR ?? join(tmpdir(), 'kisa-peers', 'kutt');

export interface KuttPeer {
  /** Where it answers, e.g. http://127.0.0.1:23456 (also its DEFAULT_DOMAIN's host). */
  url: string;
  apiUrl: string;
  apiKey: string;
  /** `3.2.3 (fc832d7)`: package.json's version and the snapshot's commit. */
  version: string;
  /** The host Kutt names its own links by (DEFAULT_DOMAIN). */
  defaultDomain: string;
  stop(): Promise<void>;
}

const ADMIN = { email: 'admin@kutt.example', password: 'Kisa-bench-peer-1' };

/** The Node that runs Kutt, and the prefix whose include/node holds its headers. */
function kuttNode(): { node: string; nodedir: string } {
  const candidates = [process.env.KUTT_NODE, '/usr/bin/node', process.execPath].filter((n): n is string => !!n && existsSync(n));
  for (const node of candidates) {
    const nodedir = dirname(dirname(realpathSync(node)));
    if (existsSync(join(nodedir, 'include', 'node', 'node.h'))) return { node, nodedir };
  }
  throw new Error(`no Node with its headers (include/node/node.h beside bin/) among ${candidates.join(', ')}: set KUTT_NODE`);
}

/** npm's own node-gyp (npm ships it; nothing else to install). */
function nodeGyp(): string {
  const prefix = execFileSync('npm', ['prefix', '-g'], { encoding: 'utf8' }).trim();
  const gyp = join(prefix, 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  if (!existsSync(gyp)) throw new Error(`npm's node-gyp is not at ${gyp}`);
  return gyp;
}

const run = (cmd: string, args: string[], cwd: string, log: (line: string) => void): void => {
  log(`  $ ${cmd} ${args.join(' ')}   (in ${cwd})`);
  try {
    execFileSync(cmd, args, { cwd, stdio: 'pipe', env: { ...process.env, npm_config_update_notifier: 'false' }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${cmd} failed:\n${`${stdout ?? ''}${stderr ?? ''}`.slice(-3000)}`);
  }
};

/** Unpacks, installs and builds Kutt once per snapshot commit and Node version; later calls find it ready. */
export function prepareKutt(log: (line: string) => void): { dir: string; node: string; version: string } {
  if (!existsSync(KUTT_SNAPSHOT))
    throw new Error(`no Kutt snapshot at ${KUTT_SNAPSHOT}: fetch github:thedevs-network/kutt, or set KUTT_SNAPSHOT to a git dir of it`);
  const commit = execFileSync('git', ['--git-dir', KUTT_SNAPSHOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const { node, nodedir } = kuttNode();
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const stamp = `${commit} ${nodeVersion}`;
  const stampFile = join(KUTT_DIR, '.kisa-prepared');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    log(`preparing Kutt ${commit} for node ${nodeVersion} in ${KUTT_DIR} (a few minutes, once)`);
    rmSync(KUTT_DIR, { recursive: true, force: true });
    mkdirSync(KUTT_DIR, { recursive: true });
    execFileSync('sh', ['-c', `git --git-dir "${KUTT_SNAPSHOT}" archive HEAD | tar -x -C "${KUTT_DIR}"`]);
    run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], KUTT_DIR, log);
    run(node, [nodeGyp(), 'rebuild', '--release', `--nodedir=${nodedir}`, '-j', '2'], join(KUTT_DIR, 'node_modules', 'better-sqlite3'), log);
    writeFileSync(stampFile, stamp);
  }
  const pkg = JSON.parse(readFileSync(join(KUTT_DIR, 'package.json'), 'utf8')) as { version: string };
  return { dir: KUTT_DIR, node, version: `${pkg.version} (${commit})` };
}

const isPortFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A free port below the ephemeral range (where an outgoing connection could take it meanwhile). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (await isPortFree(port)) return port;
  }
}

/** One JSON call to Kutt's API v2 (the key, or the admin's session cookie). */
export async function kuttApi<T>(
  peer: Pick<KuttPeer, 'apiUrl'> & { apiKey?: string; cookie?: string },
  method: string,
  path: string,
  json?: unknown,
): Promise<T> {
  const res = await fetch(`${peer.apiUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(peer.apiKey ? { 'x-api-key': peer.apiKey } : {}),
      ...(peer.cookie ? { cookie: peer.cookie } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Kutt ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Starts a prepared Kutt on a fresh database in `dataDir` (a temp dir unless given), with an admin and an API key. */
export async function startKutt(log: (line: string) => void, dataDir?: string): Promise<KuttPeer> {
  const { dir, node, version } = prepareKutt(log);
  const data = dataDir ?? mkdtempSync(join(tmpdir(), 'kisa-kutt-data-'));
  const port = await freePort();
  const defaultDomain = `127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DEFAULT_DOMAIN: defaultDomain,
    JWT_SECRET: randomBytes(24).toString('hex'),
    DB_CLIENT: 'better-sqlite3',
    DB_FILENAME: join(data, 'kutt.db'),
    // Visits come straight from the bench, no proxy in front: the socket's address is the visitor.
    TRUST_PROXY: 'false',
    REDIS_ENABLED: 'false',
    MAIL_ENABLED: 'false',
    ENABLE_RATE_LIMIT: 'false',
    // Kutt looks every new link's target host up in DNS (its banned-host check). Offline, the
    // resolver drops a query now and then and glibc waits 5 s for it, holding one of libuv's 4
    // threads: give up after 1 s, with more threads, so seeding is not paced by lost packets.
    RES_OPTIONS: 'timeout:1 attempts:1',
    UV_THREADPOOL_SIZE: '16',
  };
  execFileSync(node, [join('node_modules', 'knex', 'bin', 'cli.js'), 'migrate:latest'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const child: ChildProcess = spawn(node, ['server/server.js', '--production'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (b: Buffer) => void (output += b.toString()));
  child.stderr?.on('data', (b: Buffer) => void (output += b.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (!dataDir) rmSync(data, { recursive: true, force: true });
  };

  const url = `http://${defaultDomain}`;
  const apiUrl = `${url}/api/v2`;
  try {
    for (let started = Date.now(); !output.includes('Ready on'); ) {
      if (child.exitCode !== null) throw new Error(`Kutt exited with ${child.exitCode}: ${output.slice(-1000)}`);
      if (Date.now() - started > 60_000) throw new Error(`Kutt did not start within 60 s: ${output.slice(-1000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await kuttApi({ apiUrl }, 'POST', '/auth/create-admin', ADMIN);
    // create-admin's token names no user on SQLite (3.2.3): sign in for one that does.
    const { token } = await kuttApi<{ token: string }>({ apiUrl }, 'POST', '/auth/login', ADMIN);
    const { apikey } = await kuttApi<{ apikey: string }>({ apiUrl, cookie: `token=${token}` }, 'POST', '/auth/apikey');
    log(`Kutt ${version} on ${url} (pid ${child.pid}, node ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}, SQLite ${env.DB_FILENAME})`);
    return { url, apiUrl, apiKey: apikey, version, defaultDomain, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
