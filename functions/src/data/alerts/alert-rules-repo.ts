import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ALERTS_PER_TEAM_MAX } from '@kisa/shared';
import { updateIf } from '../conditional-update.js';
import { queryPages } from '../paging.js';
import { db, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import {
  alertRuleItem,
  alertRuleKey,
  alertTeamIndexKey,
  alertTeamKey,
  parseAlertRule,
  teamAlertRulesQuery,
  type AlertRuleRecord,
  type AlertRuleSettings,
} from './alert-rule-item.js';

/**
 * Alert rules' settings (docs/DATA-MODEL.md "Alerts"): a rule and its team's count move together,
 * so the limit holds under concurrent writers and the evaluator's team list stays true.
 */

/** Every rule of the team, oldest first (at most ALERTS_PER_TEAM_MAX). */
export async function listTeamAlertRules(teamId: string, options: { consistent?: boolean } = {}): Promise<AlertRuleRecord[]> {
  const { PK, skPrefix } = teamAlertRulesQuery(teamId);
  const rules: AlertRuleRecord[] = [];
  for await (const items of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': PK, ':sk': skPrefix },
    ConsistentRead: options.consistent ?? true,
  })) {
    rules.push(...items.map(parseAlertRule));
  }
  return rules.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.ruleId.localeCompare(b.ruleId));
}

export async function getAlertRule(teamId: string, ruleId: string): Promise<AlertRuleRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: alertRuleKey(teamId, ruleId), ConsistentRead: true }));
  return Item ? parseAlertRule(Item) : null;
}

/** Adds a rule and counts it on the team's entry (made, and listed for the evaluator, with the first): 'limit' at ALERTS_PER_TEAM_MAX. */
export async function createAlertRule(rule: AlertRuleSettings): Promise<'created' | 'limit'> {
  const TableName = tableName();
  const outcome = await transact({
    TransactItems: [
      { Put: { TableName, Item: alertRuleItem(rule), ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName,
          Key: alertTeamKey(rule.teamId),
          ...buildUpdate({
            fields: { type: 'alertTeam', teamId: rule.teamId, ...alertTeamIndexKey(rule.teamId) },
            add: { rules: 1 },
            condition: { expression: 'attribute_not_exists(#rules) OR #rules < :max', names: { '#rules': 'rules' }, values: { ':max': ALERTS_PER_TEAM_MAX } },
          }),
        },
      },
    ],
  });
  if (outcome === 'ok') return 'created';
  if (outcome[1] === 'ConditionalCheckFailed') return 'limit';
  throw new Error(`createAlertRule cancelled: ${outcome.join(', ')}`);
}

/** Replaces a rule's settings (its state kept): false when it was deleted meanwhile. */
export async function updateAlertRule(next: AlertRuleSettings): Promise<boolean> {
  const { teamId: _t, ruleId: _r, createdAt: _c, createdBy: _b, ...fields } = next;
  return updateIf(alertRuleKey(next.teamId, next.ruleId), { fields, condition: { expression: 'attribute_exists(PK)' } });
}

/** Deletes a rule and uncounts it: 'gone' when it was deleted already. */
export async function deleteAlertRule(teamId: string, ruleId: string): Promise<'deleted' | 'gone'> {
  const TableName = tableName();
  const outcome = await transact({
    TransactItems: [
      { Delete: { TableName, Key: alertRuleKey(teamId, ruleId), ConditionExpression: 'attribute_exists(PK)' } },
      { Update: { TableName, Key: alertTeamKey(teamId), ...buildUpdate({ add: { rules: -1 } }) } },
    ],
  });
  if (outcome === 'ok') return 'deleted';
  if (outcome.includes('ConditionalCheckFailed')) return 'gone';
  throw new Error(`deleteAlertRule cancelled: ${outcome.join(', ')}`);
}

const transact = (input: TransactWriteCommandInput) => retryConflicts(() => db().send(new TransactWriteCommand(input)));
