/** Runs the kisa CLI as a child process (bin/kisa.mjs, as `npx kisa` does), in a home folder of its own. */
import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/kisa.mjs', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A CLI user: its own HOME (so its own ~/.config/kisa), and environment variables on top. */
export function cliUser(env: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'kisa-cli-'));
  const base: NodeJS.ProcessEnv = { ...process.env, HOME: home, ...env };
  for (const name of ['XDG_CONFIG_HOME', 'KISA_API_KEY', 'KISA_URL']) if (!(name in env)) delete base[name];
  return {
    home,
    configFile: join(home, '.config', 'kisa', 'config.json'),
    run(args: readonly string[], more: Record<string, string> = {}): Promise<CliRun> {
      return new Promise((resolve) => {
        execFile(
          process.execPath,
          [BIN, ...args],
          { env: { ...base, ...more }, cwd: home, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
            resolve({ code, stdout, stderr });
          },
        );
      });
    },
    /** Starts the CLI and hands it back running (to signal it); `ended` resolves like run's answer. */
    start(args: readonly string[], more: Record<string, string> = {}) {
      return started(spawn(process.execPath, [BIN, ...args], { env: { ...base, ...more }, cwd: home, stdio: ['pipe', 'pipe', 'pipe'] }));
    },
    /**
     * Starts the CLI on a terminal of its own (util-linux `script` gives it a pseudo-terminal):
     * what it draws arrives on stdout, stderr included; what the test writes to stdin is typed.
     */
    startOnTerminal(args: readonly string[], more: Record<string, string> = {}) {
      const line = [process.execPath, BIN, ...args].map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(' ');
      return started(spawn('script', ['-qefc', line, '/dev/null'], { env: { ...base, ...more, COLUMNS: '160' }, cwd: home, stdio: ['pipe', 'pipe', 'pipe'] }));
    },
  };
}

/** A running CLI: what it wrote so far, and its end. */
function started(child: ChildProcessWithoutNullStreams) {
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (c: Buffer) => (output.stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (output.stderr += c.toString('utf8')));
  const ended = new Promise<CliRun>((resolve) => child.on('close', (code) => resolve({ code: code ?? -1, ...output })));
  return { child, output, ended };
}

/** A failure message that shows what the CLI said. */
export const said = (run: CliRun, what: string) => `expected ${what}; exit ${run.code}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`;
