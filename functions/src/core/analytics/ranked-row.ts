import type { ConversionFigures, RankingRow } from '#data/analytics/click-analytics-repo.js';

/** A ranked value's conversion figures as every ranking entry of the answer carries them. */
export interface RankConversions {
  conversions: number;
  convertingClicks: number;
  revenue: { currency: string; amount: number }[];
}

/** A ranking row with its value's conversions. */
export type RankedRow = RankingRow & RankConversions;

/** The conversion rows' figures of one value (none: zeros). */
export const rankConversions = (f: ConversionFigures | undefined): RankConversions => ({
  conversions: f?.conversions ?? 0,
  convertingClicks: f?.converting ?? 0,
  revenue: f?.revenue ?? [],
});

/** The three fields a ranking entry spreads in. */
export const conversionsOf = (r: RankConversions): RankConversions => ({
  conversions: r.conversions,
  convertingClicks: r.convertingClicks,
  revenue: r.revenue,
});
