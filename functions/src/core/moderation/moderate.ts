import { isTeamAction, MSG, type LinkModeration, type ModerationAction, type ModerationResult } from '@kisa/shared';
import { findLinkRecord, setLinkModeration, type LinkRecord } from '#data/links/index.js';
import { getCase, getDisabledSubjects, setCaseStatus, setSubjectDisabled } from '#data/moderation/moderation-repo.js';
import { getTeam } from '#data/accounts/teams-repo.js';
import { setPreviewImageTakenDown } from '#data/previews/preview-images.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { toModerationCase } from './moderation-case.js';
import { recordAction } from './record-action.js';

/**
 * POST /api/admin/moderation: one admin action, recorded in the audit log.
 *
 * - disableLink: visitors get the "disabled" page (410) and no click is counted; the case is resolved;
 *   its preview image is taken down (refused to CloudFront, its edge copy invalidated).
 * - enableLink: the link works again (a flag is lifted too), its preview image with it.
 * - clearFlag: a flagged link loses its warning page; the case is resolved.
 * - dismiss: the reports are dismissed (the case is resolved), the link is left as it is.
 * - disableTeam / enableTeam: every link of the team stops (410) / works again, within the
 *   redirect's refresh of the disabled set (core/redirect/disabled-subjects.ts).
 */
export async function moderate(caller: Caller, action: ModerationAction, now = new Date().toISOString()): Promise<ModerationResult> {
  const note = action.note || undefined;
  if (isTeamAction(action.action)) {
    const team = action.teamId ? await getTeam(action.teamId) : null;
    if (!team) throw notFound(MSG.teamNotFound);
    const disable = action.action === 'disableTeam';
    await setSubjectDisabled('team', team.teamId, disable);
    await recordAction(caller, { action: action.action, teamId: team.teamId, note }, now);
    return { message: disable ? `Team ${team.name} is disabled: its links stop within seconds.` : `Team ${team.name} is enabled again.` };
  }

  const link = action.linkId ? await findLinkRecord(action.linkId) : null;
  if (!link) throw notFound(MSG.linkNotFound);
  let message: string;
  switch (action.action) {
    case 'disableLink':
      await setModeration(link, 'disabled');
      message = 'The link is disabled.';
      break;
    case 'enableLink':
      await setModeration(link, null);
      message = 'The link works again.';
      break;
    case 'clearFlag':
      if (link.moderation === 'flagged') await setModeration(link, null);
      message = 'The warning is lifted.';
      break;
    default:
      message = 'The reports are dismissed.';
  }
  // Every acted-on link has a resolved case, so an admin finds it again (and can undo).
  await setCaseStatus(link, 'resolved', now);
  await recordAction(caller, { action: action.action, linkId: link.linkId, code: link.shortUrl, teamId: link.teamId, note }, now);
  const image = link.preview?.imageKey;
  if (image && (action.action === 'disableLink' || action.action === 'enableLink')) await setPreviewImageTakenDown(image, action.action === 'disableLink');
  const [fresh, disabled, stored] = await Promise.all([findLinkRecord(link.linkId), getDisabledSubjects(), getCase(link.linkId)]);
  return { message, ...(stored ? { case: await toModerationCase(stored, disabled, fresh) } : {}) };
}

/** Sets the state, re-reading the link when an edit or rename got there first. */
export async function setModeration(link: LinkRecord, moderation: LinkModeration | null): Promise<void> {
  let current: LinkRecord | null = link;
  for (let attempt = 0; attempt < 4 && current; attempt++) {
    if ((await setLinkModeration(current, moderation)) === 'updated') return;
    current = await findLinkRecord(link.linkId);
  }
  if (!current) throw notFound(MSG.linkNotFound);
  throw new Error(`Link ${link.linkId} kept changing while being moderated`);
}
