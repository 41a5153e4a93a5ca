/** Option value parsers shared by the commands (a bad value is a usage error: exit 1). */
import { InvalidArgumentError } from 'commander';

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number from 1');
  return n;
}

export const FORMATS = ['csv', 'xlsx'] as const;
export type FileFormat = (typeof FORMATS)[number];

export function fileFormat(value: string): FileFormat {
  const format = value.toLowerCase();
  if (!(FORMATS as readonly string[]).includes(format)) throw new InvalidArgumentError('expected csv or xlsx');
  return format as FileFormat;
}

export function isoDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new InvalidArgumentError('expected a day as YYYY-MM-DD');
  return value;
}

/** Commander's collector for a repeatable option (`--tag a --tag b`). */
export const collect = (value: string, previous: string[] = []) => [...previous, value];
