import type { Link } from '@kisa/shared';
import type { LinkRecord } from '#data/links/index.js';
import { teamTagRefs, type TagRefs } from '../tags/team-tags.js';
import { withCurrentCreators } from './resolve-creators.js';
import { toLink } from './to-link.js';

const NO_TAGS: TagRefs = new Map();

/** The team's tags, read only when some of `records` carries one. */
export const tagRefsFor = (teamId: string, records: readonly Pick<LinkRecord, 'tagIds'>[]): Promise<TagRefs> =>
  records.some((r) => r.tagIds?.length) ? teamTagRefs(teamId) : Promise.resolve(NO_TAGS);

/** Links as the API answers them: tags resolved, creators by their current names. */
export async function presentLinks(teamId: string, records: readonly LinkRecord[]): Promise<Link[]> {
  const tags = await tagRefsFor(teamId, records);
  return withCurrentCreators(records.map((record) => toLink(record, tags)));
}
