import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration: a tag item this code cannot read fails the team's tag list loudly, naming the item.
Object.assign(process.env, runtime().env);
const { db, tableName } = await import('../table.js');
const tags = await import('./tags-repo.js');
const { tagKey } = await import('./tag-item.js');

describe('tags repo', () => {
  it('lists a team’s tags, and throws naming a malformed tag item rather than listing it', async () => {
    const teamId = randomUUID();
    const good = { teamId, tagId: 'tg1', name: 'Spring', color: 'green' as const, createdAt: '2026-01-01T00:00:00.000Z' };
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...tagKey(teamId, 'tg1'), type: 'tag', ...good } }));
    expect(await tags.listTeamTags(teamId)).toEqual([good]);
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...tagKey(teamId, 'tg2'), type: 'tag', ...good, tagId: 'tg2', color: 'ultraviolet' } }));
    await expect(tags.listTeamTags(teamId)).rejects.toThrow(`Malformed tag item TEAM#${teamId} / TAG#tg2: color`);
  });
});
