import { TAG_COLORS, type TagColor } from '@kisa/shared';

/**
 * How each tag colour (`TAG_COLORS`) is painted: a chip's background and text, and the
 * stronger `dot` of its swatch. Every text/background pair passes WCAG AA for small text
 * (4.5:1), on its own background and on the white page; the dot is decoration (the colour's
 * name, tags.colour.* in the catalogs, is always written beside a swatch). `tag-colours.test.ts` measures each pair.
 */
export interface TagPaint {
  background: string;
  text: string;
  /** The swatch and the chip's dot. */
  dot: string;
}

export const TAG_PAINT: Readonly<Record<TagColor, TagPaint>> = {
  gray: { background: '#eeeef3', text: '#3f3f50', dot: '#8a8a9c' },
  red: { background: '#fde4e4', text: '#9b1c1c', dot: '#e02424' },
  orange: { background: '#ffecd9', text: '#9a3412', dot: '#f97316' },
  yellow: { background: '#fdf6c3', text: '#7a4a06', dot: '#eab308' },
  green: { background: '#dcf7e6', text: '#166534', dot: '#22a55a' },
  teal: { background: '#d3f6f0', text: '#115e59', dot: '#14b8a6' },
  blue: { background: '#dfeafe', text: '#1e40af', dot: '#3b82f6' },
  purple: { background: '#f1e8fe', text: '#6b21a8', dot: '#a855f7' },
  pink: { background: '#fce7f3', text: '#9d174d', dot: '#ec4899' },
  brown: { background: '#f3e9e0', text: '#6b3d1c', dot: '#a16207' },
};

/** The paint of `color`; an unknown colour (a newer server's) is painted gray. */
export function tagPaint(color: string): TagPaint {
  return (TAG_PAINT as Record<string, TagPaint>)[color] ?? TAG_PAINT.gray;
}

/** The colour a new tag gets unless one is chosen: the one the team's tags use least, in TAG_COLORS order. */
export function nextTagColour(used: readonly string[]): TagColor {
  const counts = new Map<string, number>();
  for (const c of used) counts.set(c, (counts.get(c) ?? 0) + 1);
  let best: TagColor = TAG_COLORS[0];
  for (const c of TAG_COLORS) if ((counts.get(c) ?? 0) < (counts.get(best) ?? 0)) best = c;
  return best;
}
