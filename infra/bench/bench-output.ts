/** What every benchmark prints the same way: plain lines, the machine it ran on, medians. */
import { cpus, loadavg } from 'node:os';

export const log = (line: string): void => void process.stdout.write(`${line}\n`);

export const loadAverages = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** `machine: 2 × AMD EPYC, node v20.20.2, load 0.95 0.90 1.15` — the context a figure needs. */
export const machineLine = (): string => `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load ${loadAverages()}`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
