/** The bench's settings (BENCH_* variables) and budgets. */
import { resolve } from 'node:path';

export const LINKS = Number(process.env.BENCH_LINKS ?? 100_000);
export const CALLS = Number(process.env.BENCH_CALLS ?? 20);
export const ROW_SECONDS = Number(process.env.BENCH_ROW_SECONDS ?? 30);
export const KEPT_DIR = process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : undefined;
export const SEED_FILE = 'bench-scale.json';
export const BUDGET = { search: 300, stats: 50, list: 100 } as const;
