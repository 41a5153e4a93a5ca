/**
 * QR code colours: reading a typed hex colour, the WCAG contrast ratio of two colours, and
 * whether a foreground/background pair is one scanners can read. Pure functions (the link
 * editor's QR tab and the QR generator show the warnings; `qr-colours.test.ts` pins them).
 */

/** What a colour field says when its text is not a colour. */
export const HEX_COLOUR_MESSAGE = 'Please enter a colour as #rrggbb.';

/**
 * The least contrast that gets a warning-free code: WCAG 2's 3:1 for graphics (SC 1.4.11).
 * Phone scanners threshold the image into dark and light; below ~3:1 (#999999 on white is
 * 2.8:1, #eeeeee on white 1.2:1) camera noise, glare and print washes the modules together.
 */
export const QR_MIN_CONTRAST = 3;

const HEX = /^#[0-9a-f]{6}$/;

/** `#abc` / `abc` / `#AABBCC` / ` aabbcc ` as `#aabbcc`; null when it is not a hex colour. */
export function normalizeHex(value: string): string | null {
  let v = value.trim().toLowerCase();
  if (!v.startsWith('#')) v = `#${v}`;
  if (/^#[0-9a-f]{3}$/.test(v)) v = `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return HEX.test(v) ? v : null;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour: 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const v = normalizeHex(hex);
  if (!v) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(v.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 (the same) to 21 (black and white); order-free. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as people read it, rounded down so a ratio just under the bar never shows as it: 2.96 → '2.9:1'. */
export function formatRatio(ratio: number): string {
  const r = Math.floor(ratio * 10 + 1e-9) / 10;
  return `${Number.isInteger(r) ? r.toFixed(0) : r.toFixed(1)}:1`;
}

export interface QrColourWarning {
  /** low-contrast: under QR_MIN_CONTRAST; inverted: light modules on a darker background (or both). */
  lowContrast: boolean;
  inverted: boolean;
  ratio: number;
  title: string;
  message: string;
}

/**
 * Why a code in these colours may not scan, or null when it will. Two reasons, which can come
 * together: too little contrast, and an inverted code (foreground lighter than background),
 * which many scanners (older ZXing builds, some camera apps) do not try to read at all.
 * The code can still be downloaded: this only warns.
 */
export function qrColourWarning(foreground: string, background: string): QrColourWarning | null {
  const fg = normalizeHex(foreground);
  const bg = normalizeHex(background);
  if (!fg || !bg) return null;
  const ratio = contrastRatio(fg, bg);
  const lowContrast = ratio < QR_MIN_CONTRAST;
  const inverted = relativeLuminance(fg) > relativeLuminance(bg);
  if (!lowContrast && !inverted) return null;
  const parts: string[] = [];
  if (lowContrast)
    parts.push(`The colours are too close: their contrast is ${formatRatio(ratio)}, and scanners need at least ${formatRatio(QR_MIN_CONTRAST)}.`);
  if (inverted)
    parts.push(
      lowContrast
        ? 'The foreground is also lighter than the background, which many scanners cannot read.'
        : 'The foreground is lighter than the background: many scanners cannot read such inverted codes.',
    );
  parts.push('Use a dark foreground on a light background. You can still download this code, but test it with a phone first.');
  return { lowContrast, inverted, ratio, title: 'This QR code may not scan', message: parts.join(' ') };
}
