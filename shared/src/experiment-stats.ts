/**
 * How an A/B split is judged (issue 27): per variant, visitors (unique clicks), conversions and
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

/**
 * The variant to promote automatically, if any: the leader, once every variant has at least
 * `minVisitors` and the leader beats each other one with at least `confidence`.
 */
export function variantToPromote(outcomes: readonly VariantOutcome[], rule: { confidence: number; minVisitors: number }): string | null {
  if (outcomes.length < 2 || outcomes.some((o) => o.visitors < rule.minVisitors)) return null;
  const leader = judgeVariants(outcomes).find((v) => v.leader);
  return leader && leader.confidence >= rule.confidence ? leader.id : null;
}
