import { shortLinkUrl, type ModerationCase } from '@kisa/shared';
import { getLinksInOrder, type LinkRecord } from '#data/links/index.js';
import type { DisabledSubjects } from '#data/moderation/disabled-subjects-item.js';
import type { CaseRecord } from '#data/moderation/moderation-case-item.js';
import { getTeamNames, listRecentReports } from '#data/moderation/moderation-repo.js';
import { config } from '#lib/config.js';

/** Cases as admins read them: each with its link's state now, its team and its latest reports. */
export async function toModerationCases(cases: readonly CaseRecord[], disabled: DisabledSubjects, known?: readonly LinkRecord[]): Promise<ModerationCase[]> {
  if (cases.length === 0) return [];
  const [links, teams, reports] = await Promise.all([
    known ?? getLinksInOrder(cases.map((c) => c.linkId)),
    getTeamNames([...new Set(cases.map((c) => c.teamId))]),
    Promise.all(cases.map((c) => listRecentReports(c.linkId, 5))),
  ]);
  const byId = new Map(links.map((l) => [l.linkId, l]));
  const base = config.links().shortUrlBase;
  return cases.map((c, i) => {
    const link = byId.get(c.linkId);
    const code = link?.shortUrl ?? c.code;
    return {
      linkId: c.linkId,
      code,
      shortLink: code ? shortLinkUrl(base, code, link?.domain) : '',
      longUrl: link?.longUrl ?? c.longUrl,
      title: link?.title ?? '',
      teamId: c.teamId,
      teamName: teams.get(c.teamId) ?? '',
      teamDisabled: disabled.teams.has(c.teamId),
      totalClicks: link?.totalClicks ?? 0,
      linkState: !link ? 'deleted' : link.moderation === 'disabled' ? 'disabled' : link.moderation === 'flagged' ? 'flagged' : 'active',
      flags: link?.screeningFlags ?? c.flags,
      reports: c.reports,
      reasons: c.reasons,
      recentReports: reports[i]!,
      status: c.status,
      openedAt: c.openedAt,
      updatedAt: c.updatedAt,
    };
  });
}

/** One case with its link as just read (null: deleted). */
export async function toModerationCase(c: CaseRecord, disabled: DisabledSubjects, link: LinkRecord | null): Promise<ModerationCase> {
  const [withLink] = await toModerationCases([c], disabled, link ? [link] : []);
  return withLink!;
}
