/**
 * Inline stroke icons (24×24, currentColor, decorative): no icon font or sprite to load, and
 * they take the colour of the text beside them. One drawing for every icon of the app; the
 * shell and each feature keep only their own glyphs (path data) and make a named set of them
 * with `iconSet`.
 */
export function StrokeIcon({ d, size = 20, strokeWidth = 1.8, className }: { d: string; size?: number; strokeWidth?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** A component drawing one of `glyphs` by name, at the set's size unless told (a set's icons share a size and weight). */
export function iconSet<Name extends string>(glyphs: Readonly<Record<Name, string>>, defaults: { size: number; strokeWidth?: number }) {
  return function Icon({ name, size = defaults.size }: { name: Name; size?: number }) {
    return <StrokeIcon d={glyphs[name]} size={size} strokeWidth={defaults.strokeWidth} />;
  };
}
