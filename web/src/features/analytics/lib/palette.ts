/**
 * The six colours every analytics chart uses, in order (pie slices, bars, lines, the map's
 * scale end). Chosen to stay apart for common colour-vision deficiencies and to hold 3:1
 * against white.
 */
export const PALETTE = ['#4f46e5', '#db2777', '#0891b2', '#d97706', '#059669', '#7c3aed'] as const;

/** Clicks by Date: total and unique; conversions (on their own axis, dashed); imported history (dotted, lighter). */
export const SERIES = { total: PALETTE[0], unique: PALETTE[1], conversions: PALETTE[4], imported: PALETTE[2] } as const;

/** The map: countries without clicks, and the two ends of the click scale. */
export const MAP_COLOURS = { empty: '#ececf3', low: '#e0e7ff', high: PALETTE[0], stroke: '#ffffff' } as const;

/** A slice/bar colour by rank; 'Other' (the rest) is grey. */
export const colourAt = (i: number): string => PALETTE[i % PALETTE.length]!;
export const OTHER_COLOUR = '#9ca3af';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * The map's fill for a country with `count` of `max` clicks: from `low` to `high` on a
 * square-root scale, so one big country does not wash out the rest; `empty` without clicks.
 */
export function mapFill(count: number, max: number): string {
  if (count <= 0 || max <= 0) return MAP_COLOURS.empty;
  const t = Math.sqrt(Math.min(1, count / max));
  const [a, b] = [rgb(MAP_COLOURS.low), rgb(MAP_COLOURS.high)];
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
