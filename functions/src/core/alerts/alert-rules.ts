import { randomUUID } from 'node:crypto';
import { ALERT_COOLDOWN_MINUTES, ALERT_MSG, isId, type AlertRule, type AlertRuleList, type AlertUpdate, type NewAlert } from '@kisa/shared';
import { getUserNames } from '#data/accounts/users-repo.js';
import type { AlertRuleRecord, AlertRuleSettings } from '#data/alerts/alert-rule-item.js';
import { createAlertRule, deleteAlertRule, getAlertRule, listTeamAlertRules, updateAlertRule } from '#data/alerts/alert-rules-repo.js';
import { noteChange } from '#lib/audit/audit-context.js';
import { badRequest, conflict, notFound } from '#lib/errors.js';
import { checkEndpointUrl } from '../webhooks/check-endpoint-url.js';
import type { Caller } from '../accounts/caller.js';
import { checkAlertTarget, checkRecipients, targetNames } from './alert-targets.js';
import { toAlertRule } from './alert-view.js';
import { targetKey } from './target-key.js';

/** Alert rules: every member reads them (alerts:read); owners and admins change them (alerts:write, the operations' scope). */

export async function listAlerts(caller: Caller): Promise<AlertRuleList> {
  const rules = await listTeamAlertRules(caller.teamId);
  return { items: await views(caller.teamId, rules) };
}

export async function createAlert(caller: Caller, input: NewAlert): Promise<AlertRule> {
  const rule: AlertRuleSettings = {
    teamId: caller.teamId,
    ruleId: randomUUID(),
    name: input.name,
    enabled: input.enabled ?? true,
    target: input.target,
    condition: input.condition,
    mailTo: input.mailTo ?? [],
    webhook: input.webhook ?? false,
    slackUrl: input.slackUrl ?? null,
    quietHours: input.quietHours ?? null,
    cooldownMinutes: input.cooldownMinutes ?? ALERT_COOLDOWN_MINUTES.default,
    createdAt: new Date().toISOString(),
    createdBy: caller.id,
  };
  await checkSettings(rule);
  if ((await createAlertRule(rule)) === 'limit') throw conflict(ALERT_MSG.limit);
  return (await views(caller.teamId, [rule]))[0]!;
}

export async function updateAlert(caller: Caller, ruleId: string | undefined, update: AlertUpdate): Promise<AlertRule> {
  const current = await teamRule(caller, ruleId);
  const { lastFiredAt: _f, lastAlert: _a, pending: _p, ...settings } = current;
  const next: AlertRuleSettings = { ...settings, ...definedOf(update) };
  if (!next.mailTo.length && !next.webhook && !next.slackUrl) throw badRequest(ALERT_MSG.channelRequired);
  await checkSettings(next, current);
  if (!(await updateAlertRule(next))) throw notFound(ALERT_MSG.notFound);
  noteChange(settings, next);
  return (await views(caller.teamId, [{ ...current, ...next }]))[0]!;
}

export async function deleteAlert(caller: Caller, ruleId: string | undefined): Promise<{ message: string }> {
  const rule = await teamRule(caller, ruleId);
  if ((await deleteAlertRule(rule.teamId, rule.ruleId)) === 'gone') throw notFound(ALERT_MSG.notFound);
  return { message: ALERT_MSG.deleted };
}

async function teamRule(caller: Caller, ruleId: string | undefined): Promise<AlertRuleRecord> {
  const rule = isId('record', ruleId) ? await getAlertRule(caller.teamId, ruleId) : null;
  if (!rule) throw notFound(ALERT_MSG.notFound);
  return rule;
}

/** The target is the team's, mail goes to members, the Slack address may be delivered to (what changed, on an edit). */
async function checkSettings(next: AlertRuleSettings, current?: AlertRuleSettings): Promise<void> {
  if (!current || targetKey(current.target) !== targetKey(next.target)) await checkAlertTarget(next.teamId, next.target);
  const added = next.mailTo.filter((id) => !current?.mailTo.includes(id));
  await checkRecipients(next.teamId, added);
  if (next.slackUrl && next.slackUrl !== current?.slackUrl) {
    try {
      checkEndpointUrl(next.slackUrl);
    } catch {
      throw badRequest(ALERT_MSG.slackUrlInvalid);
    }
  }
}

const definedOf = (update: AlertUpdate): Partial<AlertRuleSettings> =>
  Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)) as Partial<AlertRuleSettings>;

async function views(teamId: string, rules: readonly AlertRuleRecord[]): Promise<AlertRule[]> {
  const creators = rules.map((r) => r.createdBy).filter((id): id is string => id !== null);
  const [names, people] = await Promise.all([
    targetNames(
      teamId,
      rules.map((r) => r.target),
    ),
    creators.length ? getUserNames(creators) : new Map<string, string>(),
  ]);
  return rules.map((r) => toAlertRule(r, names, people));
}
