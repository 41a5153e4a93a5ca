import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TAGS_PER_TEAM_MAX, tagNameKey } from '@kisa/shared';
import { teamKey } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { parseTag, tagItem, tagKey, tagNameClaimItem, tagNameClaimKey, teamTagsQuery, type TagRecord } from './tag-item.js';

/**
 * Tags (docs/DATA-MODEL.md "Tags"). Three writes move together: the tag item (`TEAM#{teamId}` /
 * `TAG#{tagId}`: name, colour, createdAt), its name claim (`TEAM#{teamId}` / `TAGNAME#{folded
 * name}`, so names are unique in any case) and the team item's `tags` counter (the per-team
 * limit). How many links carry a tag is not stored: it is counted from the team's search index
 * (data/search), which the links' own transactions keep.
 */

/** Every tag of the team, oldest first (a few hundred at most: TAGS_PER_TEAM_MAX). */
export async function listTeamTags(teamId: string): Promise<TagRecord[]> {
  const { PK, skPrefix } = teamTagsQuery(teamId);
  const tags: TagRecord[] = [];
  for await (const items of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': PK, ':sk': skPrefix },
    ConsistentRead: true,
  })) {
    tags.push(...items.map(parseTag));
  }
  return tags.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.tagId.localeCompare(b.tagId));
}

/** Adds a tag: 'nameTaken' when the team has the name in any case, 'limit' at TAGS_PER_TEAM_MAX. */
export async function createTag(tag: TagRecord): Promise<'created' | 'nameTaken' | 'limit'> {
  const TableName = tableName();
  const outcome = await transact({
    TransactItems: [
      { Put: { TableName, Item: tagItem(tag), ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName, Item: tagNameClaimItem(tag), ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName,
          Key: teamKey(tag.teamId),
          ...buildUpdate({
            add: { tags: 1 },
            condition: {
              expression: 'attribute_exists(PK) AND (attribute_not_exists(#tags) OR #tags < :max)',
              names: { '#tags': 'tags' },
              values: { ':max': TAGS_PER_TEAM_MAX },
            },
          }),
        },
      },
    ],
  });
  if (outcome === 'ok') return 'created';
  if (outcome[1] === 'ConditionalCheckFailed') return 'nameTaken';
  if (outcome[2] === 'ConditionalCheckFailed') return 'limit';
  throw new Error(`createTag cancelled: ${outcome.join(', ')}`);
}

/**
 * Renames and/or recolours a tag (a rename moves its name claim, conditional on the old one
 * naming this tag): 'nameTaken', or 'gone' when the tag was deleted or renamed meanwhile.
 */
export async function updateTag(current: TagRecord, next: TagRecord): Promise<'updated' | 'nameTaken' | 'gone'> {
  const TableName = tableName();
  const renamed = tagNameKey(current.name) !== tagNameKey(next.name);
  const outcome = await transact({
    TransactItems: [
      {
        Update: {
          TableName,
          Key: tagKey(current.teamId, current.tagId),
          ...buildUpdate({
            fields: { name: next.name, color: next.color },
            condition: { expression: 'attribute_exists(PK) AND #name = :current', names: { '#name': 'name' }, values: { ':current': current.name } },
          }),
        },
      },
      ...(renamed
        ? [
            { Put: { TableName, Item: tagNameClaimItem(next), ConditionExpression: 'attribute_not_exists(PK)' } },
            {
              Delete: {
                TableName,
                Key: tagNameClaimKey(current.teamId, tagNameKey(current.name)),
                ConditionExpression: 'tagId = :id',
                ExpressionAttributeValues: { ':id': current.tagId },
              },
            },
          ]
        : []),
    ],
  });
  if (outcome === 'ok') return 'updated';
  if (outcome[0] === 'ConditionalCheckFailed' || outcome[2] === 'ConditionalCheckFailed') return 'gone';
  if (outcome[1] === 'ConditionalCheckFailed') return 'nameTaken';
  throw new Error(`updateTag cancelled: ${outcome.join(', ')}`);
}

/**
 * Deletes a tag, its name claim and its place in the team's count. Links keep the id until
 * they are next written (then it is dropped); every read drops ids of tags that are gone.
 */
export async function deleteTag(tag: TagRecord): Promise<'deleted' | 'gone'> {
  const TableName = tableName();
  const outcome = await transact({
    TransactItems: [
      { Delete: { TableName, Key: tagKey(tag.teamId, tag.tagId), ConditionExpression: 'attribute_exists(PK)' } },
      {
        Delete: {
          TableName,
          Key: tagNameClaimKey(tag.teamId, tagNameKey(tag.name)),
          ConditionExpression: 'attribute_not_exists(PK) OR tagId = :id',
          ExpressionAttributeValues: { ':id': tag.tagId },
        },
      },
      {
        Update: {
          TableName,
          Key: teamKey(tag.teamId),
          ...buildUpdate({ add: { tags: -1 } }),
        },
      },
    ],
  });
  if (outcome === 'ok') return 'deleted';
  if (outcome.includes('ConditionalCheckFailed')) return 'gone';
  throw new Error(`deleteTag cancelled: ${outcome.join(', ')}`);
}

const transact = (input: TransactWriteCommandInput) => retryConflicts(() => db().send(new TransactWriteCommand(input)));
