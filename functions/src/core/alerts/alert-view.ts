import type { AlertRule } from '@kisa/shared';
import type { AlertRuleRecord } from '#data/alerts/alert-rule-item.js';
import { targetKey } from './target-key.js';

/** The API's AlertRule: the settings, the target's name, the last alert and what of it is still to be delivered. */
export function toAlertRule(rule: AlertRuleRecord, names: ReadonlyMap<string, string>, creators: ReadonlyMap<string, string>): AlertRule {
  return {
    id: rule.ruleId,
    name: rule.name,
    enabled: rule.enabled,
    target: { ...rule.target, name: names.get(targetKey(rule.target)) ?? '' },
    condition: rule.condition,
    mailTo: rule.mailTo,
    webhook: rule.webhook,
    slackUrl: rule.slackUrl,
    quietHours: rule.quietHours,
    cooldownMinutes: rule.cooldownMinutes,
    createdAt: rule.createdAt,
    createdBy: rule.createdBy ? { id: rule.createdBy, name: creators.get(rule.createdBy) ?? '' } : null,
    lastAlert: rule.lastAlert ?? null,
    pendingChannels: [...new Set((rule.pending?.channels ?? []).map((c) => (c.startsWith('mail:') ? 'mail' : c) as 'mail' | 'webhook' | 'slack'))],
  };
}
