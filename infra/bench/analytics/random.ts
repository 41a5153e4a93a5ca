/** Deterministic randomness: the same seed makes the same clicks. */

/** mulberry32: a small seeded PRNG, [0, 1). */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of (n, salt): a visitor's fixed traits come from its number. */
export function hash32(n: number, salt: number): number {
  let h = Math.imul((n % 4294967296) ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b) ^ Math.floor(n / 4294967296);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ salt, 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}
export const unit = (n: number, salt: number) => hash32(n, salt) / 4294967296;

/** Picks from weighted items with one uniform number (cumulative weights, binary search). */
export class Weighted<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    let sum = 0;
    for (const w of weights) {
      sum += w;
      this.cumulative.push(sum);
    }
    this.total = sum;
  }
  pick(u: number): T {
    return this.items[this.index(u)]!;
  }
  index(u: number): number {
    const x = u * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  share(i: number): number {
    return (this.cumulative[i]! - (i ? this.cumulative[i - 1]! : 0)) / this.total;
  }
}
export const weighted = <T>(pairs: readonly (readonly [T, number])[]) =>
  new Weighted(
    pairs.map(([v]) => v),
    pairs.map(([, w]) => w),
  );
