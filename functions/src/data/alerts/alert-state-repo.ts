import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { FiredAlert } from '@kisa/shared';
import { updateIf } from '../conditional-update.js';
import { db, tableName } from '../table.js';
import { alertRuleKey, alertTeamKey, type PendingDelivery } from './alert-rule-item.js';

/**
 * The evaluator's writes to a rule: an alert fired (once per cool-down: the condition refuses a
 * second firing within it, so a team's evaluation SQS delivers twice fires once), and what of
 * its delivery is left.
 */

/** Records `alert` as fired, its channels pending: false when the rule is gone or fired after `cutoff` (cool-down). */
export function recordAlertFired(teamId: string, ruleId: string, alert: FiredAlert, pending: PendingDelivery, cutoff: string): Promise<boolean> {
  return updateIf(alertRuleKey(teamId, ruleId), {
    fields: { lastFiredAt: alert.firedAt, lastAlert: alert, pending },
    condition: {
      expression: 'attribute_exists(PK) AND (attribute_not_exists(lastFiredAt) OR lastFiredAt <= :cutoff)',
      values: { ':cutoff': cutoff },
    },
  });
}

/**
 * What is left of the pending alert's delivery (none: delivered or given up), while it is still
 * that alert's at the attempts its deliverer read (two evaluations at once record one attempt).
 */
export function recordAlertDelivery(
  teamId: string,
  ruleId: string,
  read: Pick<PendingDelivery, 'alertId' | 'attempts'>,
  left: PendingDelivery | undefined,
): Promise<boolean> {
  return updateIf(alertRuleKey(teamId, ruleId), {
    fields: { pending: left },
    condition: {
      expression: 'attribute_exists(PK) AND #pending.alertId = :id AND #pending.attempts = :attempts',
      names: { '#pending': 'pending' },
      values: { ':id': read.alertId, ':attempts': read.attempts },
    },
  });
}

/** The last quarter hour the team's rules were judged at (its evaluation's window end), or -1. */
export async function alertsJudgedThrough(teamId: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: alertTeamKey(teamId), ConsistentRead: true }));
  return typeof Item?.judgedThrough === 'number' ? Item.judgedThrough : -1;
}

/** Records that the team's rules were judged at quarter hour `end` (never moved back). */
export function markAlertsJudged(teamId: string, end: number): Promise<boolean> {
  return updateIf(alertTeamKey(teamId), {
    fields: { judgedThrough: end },
    condition: { expression: 'attribute_exists(PK) AND (attribute_not_exists(#j) OR #j < :end)', names: { '#j': 'judgedThrough' }, values: { ':end': end } },
  });
}
