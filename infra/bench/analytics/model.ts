/** What the generator seeds and what the API should answer for it. */
import type { ClickRecord, ConversionRecord } from '@kisa/shared';
import { DAYS } from './config.js';

export interface TeamLink {
  id: string;
  shortUrl: string;
  campaignId: string | null;
}

export interface Agent {
  browser: string | null;
  os: string | null;
  device: string;
  isBot: boolean;
}

/** Counts per local day (index 0 = the first day of the 30), as the API should answer them. */
export interface DayCounts {
  total: number[];
  unique: number[];
  bots: number[];
  /** Conversions by their click's local day: events, clicks with one, revenue per currency (minor units), per link. */
  conversions: number[];
  converting: number[];
  revenue: Map<string, number[]>;
  linkConversions: Map<string, number[]>;
}
export const zeros = () => new Array<number>(DAYS).fill(0);
export const dayCounts = (): DayCounts => ({
  total: zeros(),
  unique: zeros(),
  bots: zeros(),
  conversions: zeros(),
  converting: zeros(),
  revenue: new Map(),
  linkConversions: new Map(),
});
export const addAt = (map: Map<string, number[]>, key: string, day: number, n: number) => {
  let days = map.get(key);
  if (!days) {
    days = zeros();
    map.set(key, days);
  }
  days[day]! += n;
};

export interface Expected {
  all: DayCounts;
  /** country=TR & device=mobile */
  filtered: DayCounts;
  /** Team B's clicks, which the team's answers must never include. */
  noise: number;
  /** Team B's conversions, likewise. */
  noiseConversions: number;
  /** The team's converting clicks by `time|linkId` (the visitor rows' check): their conversions and sales per currency. */
  byClick: Map<string, { conversions: number; revenue: Map<string, number> }>;
}

export interface ClickGenerator {
  /** The clicks in time order, in the worker's batches. */
  batches(): Generator<ClickRecord[]>;
  expected: Expected;
  /** Fills after the generator ran. */
  stats: { clicks: number; humanTeamClicks: number; uniques: number; campaignClicks: number; qr: number; direct: number; visitors: number };
  /** The conversion log's lines (both teams), filled while the batches are generated (none with BENCH_CONVERSIONS=0). */
  conversions: ConversionRecord[];
  conversionStats: {
    leads: number;
    sales: number;
    withoutAmount: number;
    convertingClicks: number;
    severalClicks: number;
    notYetDue: number;
    currencies: Map<string, number>;
  };
}

export type Range = { name: string; from: string; to: string; first: number; last: number };
export type FilterSet = { name: string; query: string; counts: (e: Expected) => DayCounts };
