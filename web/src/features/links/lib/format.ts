/** Link-specific display helpers (pure; unit-tested). Counts, dates and short-link labels live in lib/. */
import { formatCount } from '../../../lib/format';

/** `Link-{n+1}`: the title a new link gets when its page title cannot be fetched (spec §4). */
export function fallbackTitle(existingLinks: number): string {
  return `Link-${Math.max(0, Math.floor(existingLinks)) + 1}`;
}

/** A safe PNG file name for a link's QR code: `{alias}.png`. */
export function qrFileName(alias: string): string {
  const base = alias.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'qr-code';
  return `${base}.png`;
}

/** What a search found: '1 link matches', '12 links match', and for none the empty state's 'No links match “q”.'. */
export function searchCountText(count: number, q: string): string {
  if (count === 0) return `No links match “${q}”.`;
  return count === 1 ? '1 link matches' : `${formatCount(count)} links match`;
}
