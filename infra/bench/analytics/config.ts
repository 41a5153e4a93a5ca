/** The bench's settings (BENCH_* variables) and the shape of the traffic it seeds. */

export const CLICKS = Number(process.env.BENCH_CLICKS ?? 1_000_000);
export const CALLS = Number(process.env.BENCH_CALLS ?? 20);
export const SEED = Number(process.env.BENCH_SEED ?? 1);
export const COMPACT = process.env.BENCH_COMPACT !== '0';
export const KEEP_DATA = process.env.BENCH_KEEP_DATA === '1';
export const BREAKDOWN = process.env.BENCH_BREAKDOWN !== '0';
export const CONVERSIONS = process.env.BENCH_CONVERSIONS !== '0';
export const BUDGET_MS = CLICKS <= 1_000_000 ? 300 : 2_000;

export const TZ = 'Europe/Istanbul';
export const DAYS = 30;
export const LINKS_ONE_BY_ONE = 200;
export const CAMPAIGN_LINKS = 800;
export const PUTS_IN_FLIGHT = 16;
/** Shares of all clicks. */
export const NOISE_SHARE = 0.1;
export const BOT_SHARE = 0.03;
export const QR_SHARE = 0.15;
/** Link popularity: weight 1/rank^s. */
export const ZIPF_S = 1.1;
/** Visitors: 80 % of a link's clicks come from its own audience (0.2 visitors per expected click), the rest from a shared pool. */
export const AUDIENCE_SHARE = 0.8;
export const AUDIENCE_PER_CLICK = 0.2;
export const SHARED_VISITORS_PER_CLICK = 0.1;
export const BOT_VISITORS = 300;
/** Worker batch sizes: log-normal around a median of 60 clicks, 1–500. */
export const BATCH_MEDIAN = 60;
export const BATCH_SIGMA = 0.9;
export const BATCH_MAX = 500;
/**
 * Conversions, per human click on average: a lead, a sale (each drawn on its own, so a
 * click may have both); a link's rates vary (log-normal factor, mean 1, capped). A sale is followed
 * by repeat orders now and then, a lead by a second form now and then.
 */
export const LEAD_SHARE = 0.03;
export const SALE_SHARE = 0.01;
export const LINK_RATE_SIGMA = 0.8;
export const REPEAT_SALE_SHARE = 0.12;
export const REPEAT_LEAD_SHARE = 0.04;
/** Sales with no amount reported (amount and currency null). */
export const SALE_WITHOUT_AMOUNT = 0.07;
/** Delays after the click: log-normal (median ms, sigma); a conversion not due before now is not reported yet. */
export const LEAD_DELAY = { median: 8 * 60_000, sigma: 1.5 };
export const SALE_DELAY = { median: 3 * 3_600_000, sigma: 1.8 };
export const REPEAT_DELAY = { median: 5 * 86_400_000, sigma: 1 };
/** Sale currencies: a Turkish visitor pays mostly in lira; median amounts in major units. */
export const CURRENCIES_TR: readonly (readonly [string, number])[] = [
  ['TRY', 85],
  ['USD', 9],
  ['EUR', 6],
];
export const CURRENCIES_ELSE: readonly (readonly [string, number])[] = [
  ['USD', 45],
  ['EUR', 35],
  ['GBP', 12],
  ['TRY', 5],
  ['JPY', 3],
];
export const MEDIAN_AMOUNT: Record<string, number> = { TRY: 650, USD: 42, EUR: 38, GBP: 35, JPY: 5200 };
export const AMOUNT_SIGMA = 0.9;
