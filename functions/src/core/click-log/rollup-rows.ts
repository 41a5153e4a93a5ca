import { ROLLUP_SERIES } from '@kisa/shared';
import { dimensionColumn, NULL_UNRANKED_DIMENSIONS, RANKING_DIMENSIONS, ROLLUP_DERIVED_DIMENSION } from '#data/analytics/analytics-sql.js';
import type { RollupRow, TeamLayoutRow } from '#data/clicks/click-log-parquet.js';

const QUARTERS_PER_DAY = 96;

/** The rollup of one partition's rows: per team and quarter hour the totals, per team, UTC day and ranked value the human clicks. */
export function rollupRowsOf(rows: readonly TeamLayoutRow[]): RollupRow[] {
  const out = new Map<string, RollupRow>();
  const add = (teamId: string, dim: string, value: string | null, bucket: number, total: number, uniq: number, bots: number) => {
    const key = `${teamId}\n${dim}\n${value ?? '\u0000'}\n${bucket}`;
    const row = out.get(key);
    if (row) {
      row.total += total;
      row.uniq += uniq;
      row.bots += bots;
    } else out.set(key, { teamId, dim, value, bucket, total, uniq, bots });
  };
  for (const r of rows) {
    if (r.isBot) {
      add(r.teamId, ROLLUP_SERIES, null, r.bucket, 0, 0, 1);
      continue;
    }
    const u = r.unique ? 1 : 0;
    add(r.teamId, ROLLUP_SERIES, null, r.bucket, 1, u, 0);
    const dayStart = Math.floor(r.bucket / QUARTERS_PER_DAY) * QUARTERS_PER_DAY;
    for (const d of RANKING_DIMENSIONS) {
      const value = (r[dimensionColumn(d)] as string | null | undefined) ?? null;
      // The platform's short domain (null) gets no `domain` row: readers take it as the day's
      // clicks less its branded domains', which holds for rollups written before the column too.
      if (d === ROLLUP_DERIVED_DIMENSION && value === null) continue;
      // An untagged click ranks under no tag (readers drop null combinations): no row needed.
      // A tagged one's row holds its combination of tags, split into tags where it is read.
      // Likewise a click no rule or variant sent ranks under none.
      if (value === null && NULL_UNRANKED_DIMENSIONS.includes(d)) continue;
      add(r.teamId, d, value, dayStart, 1, u, 0);
    }
  }
  return [...out.values()].sort((a, b) => (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : a.dim < b.dim ? -1 : a.dim > b.dim ? 1 : a.bucket - b.bucket));
}
