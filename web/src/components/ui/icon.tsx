import { GLYPHS, type GlyphName } from './icons';

/**
 * An inline stroke icon (24×24, currentColor, decorative): no icon font or sprite to load, and
 * it takes the colour of the text beside it. The one drawing of every icon of the app; the
 * glyphs are `GLYPHS` (`icons.ts`), by name.
 */
export function Icon({ name, size = 18, strokeWidth = 1.8, className }: { name: GlyphName; size?: number; strokeWidth?: number; className?: string }) {
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
      <path d={GLYPHS[name]} />
    </svg>
  );
}
