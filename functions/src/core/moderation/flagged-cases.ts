import { openFlaggedCase } from '#data/moderation/moderation-repo.js';
import { emitLinkFlagged } from '../webhooks/emit-moderation-event.js';

interface MaybeFlagged {
  linkId: string;
  shortUrl: string;
  teamId: string;
  longUrl: string;
  domain?: string;
  moderation?: string;
  screeningFlags?: string[];
}

/**
 * Puts the flagged links among `links` into the moderation queue (one upsert each). Written
 * right after the link: the link's own state (warning page for visitors) is in its write; a
 * failure here fails the request or the bulk part, whose retry writes the case again.
 */
export async function openFlaggedCases(links: readonly MaybeFlagged[], now = new Date().toISOString()): Promise<void> {
  const flagged = links.filter((l) => l.moderation === 'flagged' && l.screeningFlags?.length);
  for (let i = 0; i < flagged.length; i += 10) {
    await Promise.all(flagged.slice(i, i + 10).map((l) => openFlaggedCase(l, l.screeningFlags!, now)));
    // Admins' endpoints hear of each: rare, one event per flagged link.
    await Promise.all(flagged.slice(i, i + 10).map((l) => emitLinkFlagged(l, { reason: 'screening', flags: l.screeningFlags! }, now)));
  }
}
