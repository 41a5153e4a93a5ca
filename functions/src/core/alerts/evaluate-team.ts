import { randomUUID } from 'node:crypto';
import { inQuietHours, type FiredAlert } from '@kisa/shared';
import type { AlertChannel, AlertRuleRecord } from '#data/alerts/alert-rule-item.js';
import { listTeamAlertRules } from '#data/alerts/alert-rules-repo.js';
import { alertsJudgedThrough, markAlertsJudged, recordAlertFired } from '#data/alerts/alert-state-repo.js';
import { logger } from '#lib/logger.js';
import { alertSentence } from '#mail/alert-mail.js';
import { analyticsUrl, deliverPendingAlert } from './deliver-alert.js';
import { targetNames } from './alert-targets.js';
import { QUARTER_HOUR_MS, ruleOutcome, type QuarterFigures } from './rule-outcome.js';
import { targetSeries } from './target-figures.js';
import { targetKey } from './target-key.js';

export interface TeamEvaluation {
  rules: number;
  /** Whether the rules were judged (once per quarter hour: the windows move by quarter hours). */
  judged: boolean;
  /** Analytics statements asked: one when judged (all the team's watched targets at once), else none. */
  questions: number;
  fired: number;
  delivered: number;
  held: number;
  failedDeliveries: number;
}

/**
 * One team's alert rules at `at` (the pass's instant, so a copy SQS delivers twice judges the same
 * windows): first what earlier alerts still owe (held for quiet hours that are over now, or
 * failed), then — once per quarter hour, the windows' step; recorded after the judging, so a
 * failed run is judged again — each enabled rule against its target's figures: ONE analytics
 * statement for all the team's watched targets (target-figures.ts), so the engine is asked once
 * per team and quarter hour however many targets it watches. A rule fires at most once per
 * cool-down (the conditional write refuses a second firing); an alert in the rule's quiet hours is
 * held and sent at the first evaluation after them. Figures that cannot be read (the engine
 * failing, or answering garbage) fail the message before any rule is judged (SQS delivers it
 * again; what fired does not fire twice).
 */
export async function evaluateTeamAlerts(teamId: string, at: Date): Promise<TeamEvaluation> {
  const rules = await listTeamAlertRules(teamId);
  const summary: TeamEvaluation = { rules: rules.length, judged: false, questions: 0, fired: 0, delivered: 0, held: 0, failedDeliveries: 0 };
  if (!rules.length) return summary;
  let names: Map<string, string> | undefined;
  const nameOf = async (rule: AlertRuleRecord) =>
    (names ??= await targetNames(
      teamId,
      rules.map((r) => r.target),
    )).get(targetKey(rule.target)) ?? '';
  const deliver = async (rule: AlertRuleRecord) => {
    if (inQuietHours(rule.quietHours ?? undefined, at)) {
      summary.held++;
      return;
    }
    const { sent, failed } = await deliverPendingAlert(rule, await nameOf(rule));
    summary.delivered += sent.length;
    summary.failedDeliveries += failed.length;
  };

  for (const rule of rules) if (rule.pending) await deliver(rule);

  const end = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  // The windows end on quarter hours: a quarter hour judged already (an earlier run of the pass
  // every 5 minutes, or a copy SQS delivered again) asks the engine nothing more.
  if (end <= (await alertsJudgedThrough(teamId))) return summary;
  summary.judged = true;
  const byTarget = new Map<string, AlertRuleRecord[]>();
  for (const rule of rules.filter((r) => r.enabled)) byTarget.set(targetKey(rule.target), [...(byTarget.get(targetKey(rule.target)) ?? []), rule]);
  // One statement for every watched target; figures that cannot be read fail the message before any rule is judged.
  const targets = [...byTarget.values()].map((r) => r[0]!.target);
  const figures = targets.length
    ? await targetSeries(teamId, targets, end).catch((error: unknown) => {
        logger.error('Alert figures unreadable; the team is evaluated again', { teamId, targets: targets.length, error: error as Error });
        throw error;
      })
    : new Map<string, Map<number, QuarterFigures>>();
  if (targets.length) summary.questions++;
  for (const [key, targetRules] of byTarget) {
    const series = figures.get(key) ?? new Map<number, QuarterFigures>();
    for (const rule of targetRules) {
      const outcome = ruleOutcome(rule.condition, series, end);
      if (!outcome.fires) continue;
      const firedAt = new Date(end * QUARTER_HOUR_MS).toISOString();
      const held = inQuietHours(rule.quietHours ?? undefined, at);
      const facts = {
        ruleName: rule.name,
        target: { kind: rule.target.kind, name: await nameOf(rule) },
        condition: rule.condition,
        value: outcome.value,
        baseline: outcome.baseline,
        at: firedAt,
        timeZone: rule.quietHours?.timeZone ?? 'UTC',
        held,
        url: analyticsUrl(rule.target),
      };
      const alert: FiredAlert = { id: randomUUID(), firedAt, value: outcome.value, baseline: outcome.baseline, summary: alertSentence('en', facts), held };
      const channels: AlertChannel[] = [
        ...rule.mailTo.map((id) => `mail:${id}` as const),
        ...(rule.webhook ? (['webhook'] as const) : []),
        ...(rule.slackUrl ? (['slack'] as const) : []),
      ];
      const pending = { alertId: alert.id, channels, attempts: 0 };
      const cutoff = new Date(at.getTime() - rule.cooldownMinutes * 60_000).toISOString();
      if (!(await recordAlertFired(teamId, rule.ruleId, alert, pending, cutoff))) continue; // cool-down, or a copy of this evaluation fired it
      summary.fired++;
      await deliver({ ...rule, lastFiredAt: firedAt, lastAlert: alert, pending });
    }
  }
  await markAlertsJudged(teamId, end);
  return summary;
}
