import { deleteLink as removeLink } from '#data/links/index.js';
import type { Caller } from '../accounts/caller.js';
import { getTeamLink } from './team-link.js';
import { tagRefsFor } from './present-links.js';
import { toLink } from './to-link.js';
import { emitLinkEvent } from '../webhooks/emit-webhook-event.js';
import { dropPreviewImages } from './preview-cleanup.js';

/**
 * Deletes one of the team's links with its alias (the short URL stops resolving at once), then
 * its preview image (after the delete, a failure only logged: preview-cleanup.ts).
 */
export async function deleteLink(caller: Caller, linkId: string | undefined): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const link = await getTeamLink(caller, linkId);
    if ((await removeLink(link)) === 'deleted') {
      await dropPreviewImages([link.preview?.imageKey]);
      return emitLinkEvent(caller.teamId, 'link.deleted', toLink(link, await tagRefsFor(caller.teamId, [link])));
    }
    // Renamed or deleted meanwhile: read again (a deleted link then answers 404).
  }
  throw new Error(`Link ${linkId} kept changing while being deleted`);
}
