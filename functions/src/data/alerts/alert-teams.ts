import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../table.js';
import { ALERT_TEAMS_INDEX, ALERT_TEAMS_PARTITION, parseAlertTeam } from './alert-rule-item.js';

/** Where a pass over the teams with alert rules stands: the index key its next page starts after. */
export const alertTeamsCursorSchema = z.object({ PK: z.string(), SK: z.string(), GSI1PK: z.string(), GSI1SK: z.string() });
export type AlertTeamsCursor = z.infer<typeof alertTeamsCursorSchema>;

/**
 * One page of the teams that have (or had) alert rules, by team id, after `cursor`; teams whose
 * count is 0 are left out. An entry this code cannot read is skipped, not thrown.
 */
export async function alertTeamsPage(cursor: AlertTeamsCursor | undefined, limit: number): Promise<{ teamIds: string[]; next?: AlertTeamsCursor }> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: ALERT_TEAMS_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': ALERT_TEAMS_PARTITION },
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    }),
  );
  const teamIds: string[] = [];
  for (const item of answer.Items ?? []) {
    try {
      const entry = parseAlertTeam(item);
      if (entry.rules > 0) teamIds.push(entry.teamId);
    } catch {
      // one unreadable entry must not hold up every team after it
    }
  }
  return answer.LastEvaluatedKey ? { teamIds, next: alertTeamsCursorSchema.parse(answer.LastEvaluatedKey) } : { teamIds };
}
