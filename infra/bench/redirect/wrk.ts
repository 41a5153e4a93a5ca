/** wrk runs against a target: the same command line for both sides, its summary parsed, and what each run cost each process. */
import { spawn } from 'node:child_process';
import type { Runtime } from '../../local/runtime.js';
import { median } from '../bench-output.js';
import { cpuSeconds, machineCpuSeconds, reapedChildrenCpuSeconds } from '../process-cpu.js';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
export const THREADS = Number(process.env.BENCH_THREADS ?? 2);

export interface WrkResult {
  rps: number;
  /** wrk's "N requests in …": responses received. */
  completed: number;
  /** Requests wrk may have sent without counting them: timeouts, read and write errors. */
  uncounted: number;
  errors: string;
  non3xx: number;
}

/** A wrk run with what it cost each process: CPU µs per completed request (see measured()). */
export interface MeasuredRun extends WrkResult {
  cpu: Record<string, number>;
}

export interface Target {
  runtime: Runtime;
  baseline: { url: string; pid: number };
  shortUrl: string;
  linkId: string;
}

/** Plain wrk: the same command line for both sides, its summary parsed. */
export function wrk(url: string, duration: string): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${duration}`, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
      const completed = Number(out.match(/(\d+) requests in/)?.[1]);
      if (code !== 0 || !Number.isFinite(rps) || !Number.isFinite(completed)) {
        reject(new Error(`wrk failed (exit ${code}):\n${out}`));
        return;
      }
      const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
      const [, , read, write, timeout] = (socket ?? []).map(Number);
      resolve({
        rps,
        completed,
        uncounted: socket ? read! + write! + timeout! : 0,
        errors: out.match(/Socket errors:[^\n]*/)?.[0] ?? '',
        non3xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
      });
    });
  });
}

/**
 * Runs one wrk measurement (and `settle`, e.g. the worker draining the run's backlog) and adds
 * what it cost each process in CPU µs per completed request:
 * the runtime's children by name (dynamodb = its node wrapper + DynamoDB Local's java), the
 * baseline, `wrk` (a reaped child), `bench` (this script: the queue sampling) and `other` (the
 * machine's busy time, from /proc/stat, minus all of those: other users' processes, interrupts).
 */
export async function measured(t: Target, run: () => Promise<WrkResult>, settle?: () => Promise<void>): Promise<MeasuredRun> {
  const sample = () => {
    const cpu: Record<string, number> = {
      machine: machineCpuSeconds(),
      baseline: cpuSeconds(t.baseline.pid),
      bench: cpuSeconds('self'),
      wrk: reapedChildrenCpuSeconds(),
    };
    for (const p of t.runtime.processes()) cpu[p.name] = p.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    return cpu;
  };
  const before = sample();
  const result = await run();
  await settle?.();
  const after = sample();
  const cpu: Record<string, number> = {};
  for (const name of Object.keys(after)) cpu[name] = ((after[name]! - (before[name] ?? 0)) * 1e6) / Math.max(1, result.completed);
  const { machine, ...processes } = cpu;
  cpu.other = machine! - Object.values(processes).reduce((a, b) => a + b, 0);
  return { ...result, cpu };
}

/** `98.1 in all: gateway 52.0, sqs 18.3, wrk 9.1, …, other 3.2` — the machine's total, every process above 0.5 µs (largest first), then the rest. */
export function cpuLine(runs: MeasuredRun[]): string {
  const label: Record<string, string> = { dynamodb: 'dynamodb (java)', baseline: 'node -e' };
  const us = (name: string) => median(runs.map((r) => r.cpu[name]!));
  const parts = Object.keys(runs[0]!.cpu)
    .filter((name) => name !== 'machine' && name !== 'other' && us(name) >= 0.5)
    .sort((a, b) => us(b) - us(a))
    .map((name) => `${label[name] ?? name} ${us(name).toFixed(1)}`);
  // /proc counts in clock ticks (10 ms), so `other` of a quiet run may come out a little below 0.
  return `${us('machine').toFixed(1)} in all: ${parts.join(', ')}, other ${Math.max(0, us('other')).toFixed(1)}`;
}

export const rate = (r: WrkResult) => `${Math.round(r.rps)} req/s`;

export const problems = (r: WrkResult) => `${r.errors ? ` [${r.errors}]` : ''}${r.non3xx ? ` [${r.non3xx} non-2xx/3xx]` : ''}`;
