import { addDays, displayUrl, enoughData, judgeVariants, localDateOf, MIN_EXPECTED_CONVERSIONS, MIN_VISITORS_PER_VARIANT, type Analytics } from '@kisa/shared';
import { formatPercent, intlLocale } from '@/lib/format';
import { translateNow } from '@/lib/i18n';
import { shares, variantLabel, type LinkSplitAnswer } from './experiment-draft';

/**
 * The Experiment tab's results: each variant of a running split with its visitors
 * (unique clicks the split sent it), conversions, conversion rate and the confidence of a
 * two-proportion z-test (`judgeVariants`, shared with the automatic promotion), from the
 * analytics answer's `variants` breakdown for the link. Pure; unit-tested.
 */

/** The results' default range: the last 30 days, or since the link was created when that is later. */
export const RESULT_DAYS = 30;
/** The confidence at which the tab calls the leader a winner. */
export const WINNER_CONFIDENCE = 0.95;

/** The default range of the results, in the viewer's time zone: since the link was created or the last 30 days, whichever is shorter. */
export function defaultResultsRange(createdAt: string, tz: string, now = Date.now()): { from: string; to: string } {
  const to = localDateOf(now, tz);
  const monthAgo = addDays(to, -(RESULT_DAYS - 1));
  const created = Date.parse(createdAt);
  const since = Number.isNaN(created) ? monthAgo : localDateOf(Math.min(created, now), tz);
  return { from: since > monthAgo ? since : monthAgo, to };
}

type VariantRank = Analytics['variants'][number];

/** A sales amount as the analytics answer carries it: minor units (cents, kuruş) of an ISO 4217 currency. */
export interface Money {
  currency: string;
  amount: number;
}

export interface VariantConversions {
  /** Conversions reported (leads and sales). */
  conversions: number;
  /** Clicks with at least one conversion. */
  convertingClicks: number;
  /** Sales amounts per currency (minor units). */
  revenue: Money[];
}

/**
 * A breakdown row's conversion figures, when the answer carries them (GET /api/analytics's
 * conversions); null when it does not.
 */
export function conversionsOf(row: VariantRank | undefined): VariantConversions | null {
  const r = row as { conversions?: unknown; convertingClicks?: unknown; revenue?: unknown } | undefined;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
  const conversions = n(r?.conversions);
  if (conversions === null) return null;
  const revenue = Array.isArray(r?.revenue)
    ? (r.revenue as unknown[]).filter((m): m is Money => typeof (m as Money)?.currency === 'string' && typeof (m as Money)?.amount === 'number')
    : [];
  return { conversions, convertingClicks: n(r?.convertingClicks) ?? conversions, revenue };
}

export interface VariantResult {
  id: string;
  /** 0-based place in the split. */
  index: number;
  /** Its name, or "Variant A"… */
  label: string;
  /** As people read it. */
  destination: string;
  weight: number;
  share: number | null;
  /** Unique clicks: first clicks of a visitor the split sent to it. */
  visitors: number;
  /** All clicks it got. */
  clicks: number;
  /** Conversions reported for its clicks (leads and sales); null: the answer carries no conversions. */
  conversions: number | null;
  /**
   * Visitors who converted: its clicks with a conversion, at most its visitors (the test's unit is
   * the visitor, whom the split keeps on one variant); null as `conversions`.
   */
  converted: number | null;
  /** converted / visitors; null without visitors or conversions. */
  rate: number | null;
  /** Its sales per currency. */
  revenue: Money[];
  /** Leader: lowest confidence it beats each other variant; others: that the leader beats it. null until there is enough data. */
  confidence: number | null;
  leader: boolean;
}

/**
 * `no-visitors`: nobody the split sent in the range; `not-enough`: too few visitors or
 * conversions to judge; `judged`: a leader and confidences.
 */
export type ResultsState = 'no-visitors' | 'not-enough' | 'judged';

export interface ExperimentResults {
  rows: VariantResult[];
  state: ResultsState;
  leader: VariantResult | null;
  totalVisitors: number;
  /** Whether the answer carries conversions at all. */
  conversionsKnown: boolean;
}

/** The split's variants with their figures from `variants` (the analytics answer's breakdown for this link). */
export function experimentResults(split: LinkSplitAnswer, variants: readonly VariantRank[]): ExperimentResults {
  const list = split?.variants ?? [];
  const byId = new Map(variants.map((r) => [r.id, r]));
  const conversionsKnown = variants.some((r) => conversionsOf(r) !== null);
  const weightShares = shares(list.map((v) => v.weight));
  const base: VariantResult[] = list.map((v, index) => {
    const row = byId.get(v.id);
    const visitors = row?.unique ?? 0;
    const figures = conversionsKnown ? (conversionsOf(row) ?? { conversions: 0, convertingClicks: 0, revenue: [] }) : null;
    const converted = figures ? Math.min(figures.convertingClicks, visitors) : null;
    return {
      id: v.id,
      index,
      label: variantLabel(index, v.name),
      destination: displayUrl(v.destination),
      weight: v.weight,
      share: weightShares[index] ?? null,
      visitors,
      clicks: row?.total ?? 0,
      conversions: figures?.conversions ?? null,
      converted,
      rate: converted !== null && visitors > 0 ? converted / visitors : null,
      revenue: figures?.revenue ?? [],
      confidence: null,
      leader: false,
    };
  });
  const totalVisitors = base.reduce((n, r) => n + r.visitors, 0);
  if (totalVisitors === 0) return { rows: base, state: 'no-visitors', leader: null, totalVisitors, conversionsKnown };
  const outcomes = base.map((r) => ({ id: r.id, visitors: r.visitors, conversions: r.converted ?? 0 }));
  if (!conversionsKnown || !enoughData(outcomes)) return { rows: base, state: 'not-enough', leader: null, totalVisitors, conversionsKnown };
  const verdicts = judgeVariants(outcomes);
  const rows = base.map((r, i) => ({ ...r, confidence: verdicts[i]!.confidence, leader: verdicts[i]!.leader }));
  return { rows, state: 'judged', leader: rows.find((r) => r.leader) ?? null, totalVisitors, conversionsKnown };
}

/** An amount in its currency, in the language shown ("₺1.234,50" in Turkish, "¥500"): minor units over the currency's own decimals. */
export function moneyText(money: Money): string {
  try {
    const format = new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: money.currency });
    return format.format(money.amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${money.amount} ${money.currency}`;
  }
}

/** Sales per currency ("₺1.234,50 · $12,00"), never added across currencies; a dash without any. */
export function revenueText(revenue: readonly Money[]): string {
  return revenue.length ? revenue.map(moneyText).join(' · ') : '—';
}

/** A conversion rate ("%12,5"); a dash when unknown. */
export function rateText(rate: number | null): string {
  return rate === null ? '—' : formatPercent(rate, 1);
}

/** A confidence ("%97,8", "> %99,9"); a dash when unknown. */
export function confidenceText(confidence: number | null): string {
  if (confidence === null) return '—';
  return confidence > 0.999 ? `> ${formatPercent(0.999, 1)}` : formatPercent(confidence, 1);
}

/** The one sentence over the table saying what the figures mean so far. */
export function verdictText(results: ExperimentResults): string {
  switch (results.state) {
    case 'no-visitors':
      return translateNow('editor.verdict.noVisitors');
    case 'not-enough':
      return translateNow('editor.verdict.notEnough', { visitors: String(MIN_VISITORS_PER_VARIANT), conversions: String(MIN_EXPECTED_CONVERSIONS) });
    case 'judged': {
      const leader = results.leader!;
      const sure = confidenceText(leader.confidence);
      return leader.confidence !== null && leader.confidence >= WINNER_CONFIDENCE
        ? translateNow('editor.verdict.winner', { label: leader.label, rate: rateText(leader.rate), sure })
        : translateNow('editor.verdict.leads', { label: leader.label, rate: rateText(leader.rate), sure });
    }
  }
}

/** A calendar day `YYYY-MM-DD` as the app writes dates (tr-TR: 02.03.2026), with no time zone to shift it. */
export function dayText(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : day;
}
