import type { LinkSplit, TargetingRule } from '@kisa/shared';
import { batchGetItems } from '../batch-get.js';
import { linkKey, parseLinkFields } from './link-item.js';

/** A link's targeting rules and split as they are now: what analytics names a click's rule or variant by. */
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
  return items.map((item) => {
    const { linkId, teamId, rules, split } = parseLinkFields(item, ['linkId', 'teamId', 'rules', 'split']);
    return { linkId, teamId, rules: rules ?? [], variants: split?.variants ?? [] };
  });
}
