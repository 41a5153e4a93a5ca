import type { LinkSplit, TargetingRule } from '@kisa/shared';
import { batchGetItems } from '../batch-get.js';
import { linkKey } from '../keys.js';

/** A link's targeting rules and split as they are now (issue 27): what analytics names a click's rule or variant by. */
export interface LinkChoices {
  linkId: string;
  teamId: string;
  rules: TargetingRule[];
  variants: LinkSplit['variants'];
}

/** The rules and split of the links among `linkIds` that exist (BatchGet, only those attributes). */
export async function getLinkChoices(linkIds: readonly string[]): Promise<LinkChoices[]> {
  const unique = [...new Set(linkIds)];
  if (!unique.length) return [];
  const items = await batchGetItems(unique.map(linkKey), {
    ProjectionExpression: 'linkId, teamId, #rules, #split',
    ExpressionAttributeNames: { '#rules': 'rules', '#split': 'split' },
  });
  return items.map((item) => ({
    linkId: item.linkId as string,
    teamId: item.teamId as string,
    rules: Array.isArray(item.rules) ? (item.rules as TargetingRule[]) : [],
    variants:
      typeof item.split === 'object' && item.split !== null && Array.isArray((item.split as LinkSplit).variants) ? (item.split as LinkSplit).variants : [],
  }));
}
