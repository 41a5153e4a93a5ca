import type { Link, LinkPatch } from '@kisa/shared';
import type { TeamCaller } from '../accounts/caller.js';
import { dropReplacedPreviewImage } from './preview-cleanup.js';
import { updateLink } from './update-link.js';

/**
 * PATCH /api/links/{id}: the edit (updateLink), then the preview image it replaced or removed is
 * deleted (preview-cleanup.ts: after the write succeeded; a failure is only logged). A module of
 * its own so that the A/B promotions, which edit through updateLink but never a preview, carry no
 * delete (their functions are granted none).
 */
export function editLink(caller: TeamCaller, linkId: string | undefined, patch: LinkPatch): Promise<Link> {
  return updateLink(caller, linkId, patch, undefined, dropReplacedPreviewImage);
}
