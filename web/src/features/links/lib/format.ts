/** Link-specific display helpers (pure; unit-tested). Counts, dates and short-link labels live in lib/. */

/** `Link-{n+1}`: the title a new link gets when its page title cannot be fetched (spec §4). */
export function fallbackTitle(existingLinks: number): string {
  return `Link-${Math.max(0, Math.floor(existingLinks)) + 1}`;
}

/** A safe PNG file name for a link's QR code: `{alias}.png`. */
export function qrFileName(alias: string): string {
  const base = alias.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'qr-code';
  return `${base}.png`;
}
