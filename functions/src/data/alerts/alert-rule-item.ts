import { ALERT_TARGET_KINDS, alertConditionSchema, firedAlertSchema, quietHoursSchema, type TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import { teamKey, type Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * An alert rule (docs/DATA-MODEL.md "Alerts") is an item in its team's partition, carrying its
 * state: the last alert and what of it is still to be delivered. The team's `ALERTS` item counts
 * its rules (the per-team limit) and lists the team in GSI1 `ALERTTEAMS`, the evaluator's pages.
 */

const RULE_PREFIX = 'ALERT#';
export const ALERT_TEAMS_INDEX = 'GSI1' satisfies TableIndexName;
export const ALERT_TEAMS_PARTITION = 'ALERTTEAMS';

export const alertRuleKey = (teamId: string, ruleId: string): Key => ({ PK: teamKey(teamId).PK, SK: `${RULE_PREFIX}${ruleId}` });
export const teamAlertRulesQuery = (teamId: string) => ({ PK: teamKey(teamId).PK, skPrefix: RULE_PREFIX });
/** The team's count of rules, listed in GSI1 `ALERTTEAMS` by team id. */
export const alertTeamKey = (teamId: string): Key => ({ PK: teamKey(teamId).PK, SK: 'ALERTS' });
export const alertTeamIndexKey = (teamId: string) => ({ GSI1PK: ALERT_TEAMS_PARTITION, GSI1SK: teamId });

/** A delivery still to make: `mail:{userId}` (one per recipient, so a retry mails nobody twice), `webhook`, `slack`. */
export type AlertChannel = `mail:${string}` | 'webhook' | 'slack';
const channelSchema = z.custom<AlertChannel>((v) => typeof v === 'string' && (v === 'webhook' || v === 'slack' || v.startsWith('mail:')));

const pendingSchema = z.object({
  alertId: z.string(),
  channels: z.array(channelSchema),
  attempts: z.number(),
  lastError: z.string().optional(),
});

const ruleItemSchema = z.object({
  teamId: z.string(),
  ruleId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  target: z.object({ kind: z.enum(ALERT_TARGET_KINDS), id: z.string() }),
  condition: alertConditionSchema,
  mailTo: z.array(z.string()),
  webhook: z.boolean(),
  slackUrl: z.string().nullable(),
  quietHours: quietHoursSchema.nullable(),
  cooldownMinutes: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastFiredAt: z.string().optional(),
  lastAlert: firedAlertSchema.optional(),
  pending: pendingSchema.optional(),
});

export type AlertRuleRecord = z.infer<typeof ruleItemSchema>;
export type PendingDelivery = z.infer<typeof pendingSchema>;
/** What a rule's owner sets (the state is the evaluator's). */
export type AlertRuleSettings = Omit<AlertRuleRecord, 'lastFiredAt' | 'lastAlert' | 'pending'>;

export const alertRuleItem = (rule: AlertRuleSettings) => ({ ...alertRuleKey(rule.teamId, rule.ruleId), type: 'alertRule', ...rule });

export const parseAlertRule = (item: Record<string, unknown>): AlertRuleRecord => parseItem('alertRule', ruleItemSchema, item);

const teamEntrySchema = z.object({ teamId: z.string(), rules: z.number() });
export const parseAlertTeam = (item: Record<string, unknown>) => parseItem('alertTeam', teamEntrySchema, item);
