/**
 * How an A/B split is judged: per variant, visitors (unique clicks), conversions and
 * the conversion rate; and how sure we can be that the leader beats each other variant — a
 * two-proportion z-test (pooled standard error), as most A/B tools report it. Pure: the
 * experiment view, the automatic promotion and their tests share it.
 */

export interface VariantOutcome {
  id: string;
  visitors: number;
  conversions: number;
}

export interface VariantVerdict extends VariantOutcome {
  /** conversions / visitors (0 without visitors). */
  rate: number;
  /** For the leader: the lowest confidence that it beats each other variant; for the others: that the leader beats it. 0 when unknown. */
  confidence: number;
  leader: boolean;
}

/** The standard normal CDF (Abramowitz–Stegun 7.1.26 through erf; error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** One-sided confidence that rate a > rate b (0.5 when equal; 0 when either has no visitors). */
export function confidenceAbove(a: VariantOutcome, b: VariantOutcome): number {
  if (a.visitors === 0 || b.visitors === 0) return 0;
  const pa = a.conversions / a.visitors;
  const pb = b.conversions / b.visitors;
  const pooled = (a.conversions + b.conversions) / (a.visitors + b.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  if (se === 0) return pa > pb ? 1 : pa < pb ? 0 : 0.5;
  return normalCdf((pa - pb) / se);
}

/** Each variant's rate and confidence; the leader is the highest rate (then the most visitors). */
export function judgeVariants(outcomes: readonly VariantOutcome[]): VariantVerdict[] {
  const rate = (o: VariantOutcome) => (o.visitors ? o.conversions / o.visitors : 0);
  const leader = [...outcomes].sort((a, b) => rate(b) - rate(a) || b.visitors - a.visitors)[0];
  return outcomes.map((o) => {
    const isLeader = o === leader;
    const others = outcomes.filter((x) => x !== o);
    const confidence = isLeader ? Math.min(...others.map((x) => confidenceAbove(o, x)), 1) : leader ? confidenceAbove(leader, o) : 0;
    return { ...o, rate: rate(o), confidence: others.length ? confidence : 0, leader: isLeader };
  });
}

/** Before every variant has this many visitors, no leader is named (the Experiment tab) or promoted. */
export const MIN_VISITORS_PER_VARIANT = 30;
/**
 * The z-test's normal approximation needs this many conversions and as many non-conversions to
 * be expected in every variant (n·p ≥ 5 and n·(1−p) ≥ 5 at the pooled rate, the textbook rule).
 */
export const MIN_EXPECTED_CONVERSIONS = 5;

/** Whether the numbers are enough for the z-test: every variant past the minimum, at the pooled rate n·p and n·(1−p) ≥ 5. */
export function enoughData(outcomes: ReadonlyArray<Pick<VariantOutcome, 'visitors' | 'conversions'>>): boolean {
  if (outcomes.length < 2 || outcomes.some((o) => o.visitors < MIN_VISITORS_PER_VARIANT)) return false;
  const visitors = outcomes.reduce((n, o) => n + o.visitors, 0);
  const conversions = outcomes.reduce((n, o) => n + o.conversions, 0);
  const pooled = conversions / visitors;
  return outcomes.every((o) => o.visitors * pooled >= MIN_EXPECTED_CONVERSIONS && o.visitors * (1 - pooled) >= MIN_EXPECTED_CONVERSIONS);
}

/**
 * The variant to promote automatically, if any: the leader, once every variant has at least
 * `minVisitors`, the numbers are enough for the z-test (`enoughData`) and the leader beats each
 * other variant with at least `confidence`.
 */
export function variantToPromote(outcomes: readonly VariantOutcome[], rule: { confidence: number; minVisitors: number }): string | null {
  if (outcomes.some((o) => o.visitors < rule.minVisitors) || !enoughData(outcomes)) return null;
  const leader = judgeVariants(outcomes).find((v) => v.leader);
  return leader && leader.confidence >= rule.confidence ? leader.id : null;
}
