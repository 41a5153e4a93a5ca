/**
 * CPU time of processes, from /proc (Linux): what a benchmark run cost each process, so a
 * ratio can be explained (which process spent how many microseconds per request).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Fields after the `(comm)` part of /proc/<pid>/stat; comm itself may hold spaces. */
function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone, or not Linux
  }
}

/** User + system CPU seconds a process has used so far (0 when it cannot be read). */
export function cpuSeconds(pid: number | 'self'): number {
  const f = statFields(pid);
  // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after the comm.
  return f ? (Number(f[11]) + Number(f[12])) / ticksPerSecond : 0;
}

/** CPU seconds of this process's children that have exited and been waited for (e.g. a finished wrk). */
export function reapedChildrenCpuSeconds(): number {
  const f = statFields('self');
  return f ? (Number(f[13]) + Number(f[14])) / ticksPerSecond : 0;
}

/**
 * Busy CPU seconds of the whole machine so far, all cores together (/proc/stat: user, nice,
 * system, irq, softirq; not idle, iowait or steal): with the processes' own times, what else
 * ran meanwhile. 0 when it cannot be read.
 */
export function machineCpuSeconds(): number {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return (user! + nice! + system! + irq! + softirq!) / ticksPerSecond;
  } catch {
    return 0;
  }
}
