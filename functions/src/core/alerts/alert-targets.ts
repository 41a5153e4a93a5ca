import { ALERT_MSG, isId, type AlertTargetKind } from '@kisa/shared';
import { listTeamMemberships } from '#data/accounts/teams-repo.js';
import { getCampaign } from '#data/campaigns/campaigns-repo.js';
import { findLinkRecord } from '#data/links/index.js';
import { listTeamTags } from '#data/tags/tags-repo.js';
import { badRequest } from '#lib/errors.js';

type Target = { kind: AlertTargetKind; id: string };

/** The target's name when it is the team's (a link's short code, a tag's or campaign's name), else null. */
async function nameOf(teamId: string, target: Target): Promise<string | null> {
  if (!isId('record', target.id)) return null;
  if (target.kind === 'link') {
    const link = await findLinkRecord(target.id);
    return link && link.teamId === teamId ? link.shortUrl : null;
  }
  if (target.kind === 'campaign') {
    const campaign = await getCampaign(target.id);
    return campaign && campaign.teamId === teamId && !campaign.deletedAt ? campaign.name : null;
  }
  return (await listTeamTags(teamId)).find((t) => t.tagId === target.id)?.name ?? null;
}

/** A rule's target must be the team's (another team's answers like a missing one: 400, naming nothing). */
export async function checkAlertTarget(teamId: string, target: Target): Promise<string> {
  const name = await nameOf(teamId, target);
  if (name === null) throw badRequest(ALERT_MSG.targetInvalid);
  return name;
}

/** Mail goes to the team's members only. */
export async function checkRecipients(teamId: string, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  const members = new Set((await listTeamMemberships(teamId)).map((m) => m.userId));
  if (userIds.some((id) => !members.has(id))) throw badRequest(ALERT_MSG.recipientsInvalid);
}

/** Names of many targets of one team at once ("" for one that is gone): one read per kind. */
export async function targetNames(teamId: string, targets: readonly Target[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = (kind: AlertTargetKind) => [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.id))];
  const [links, tags, campaigns] = await Promise.all([
    Promise.all(ids('link').map((id) => findLinkRecord(id))),
    ids('tag').length ? listTeamTags(teamId) : [],
    Promise.all(ids('campaign').map((id) => getCampaign(id))),
  ]);
  for (const l of links) if (l && l.teamId === teamId) names.set(`link:${l.linkId}`, l.shortUrl);
  for (const t of tags) names.set(`tag:${t.tagId}`, t.name);
  for (const c of campaigns) if (c && c.teamId === teamId && !c.deletedAt) names.set(`campaign:${c.campaignId}`, c.name);
  return names;
}
