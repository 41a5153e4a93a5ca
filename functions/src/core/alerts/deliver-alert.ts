import { ALERT_DELIVERY_ATTEMPTS, paths, type AlertTriggered } from '@kisa/shared';
import { listTeamMemberships } from '#data/accounts/teams-repo.js';
import { getUser } from '#data/accounts/users-repo.js';
import type { AlertChannel, AlertRuleRecord } from '#data/alerts/alert-rule-item.js';
import { recordAlertDelivery } from '#data/alerts/alert-state-repo.js';
import { sendWebhookMessage } from '#data/webhooks/webhook-queue.js';
import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { safeFetch } from '#lib/net/safe-fetch.js';
import { sqsJson } from '#lib/queue/sqs-json.js';
import { alertMail, alertSentence, alertSlackMessage, type AlertFacts } from '#mail/alert-mail.js';
import { sendMail } from '#mail/send-mail.js';
import { deliveryPolicy } from '../webhooks/endpoint-address.js';
import { newMessageId, type WebhookEventMessage } from '../webhooks/webhook-messages.js';

/** How long the Slack-compatible receiver may take (as a webhook attempt). */
const SLACK_TIMEOUT_MS = 10_000;

/**
 * Delivers what is pending of a rule's last alert — each recipient's mail, the `alert.triggered`
 * webhook event, the Slack message — and records what is left: a channel that failed is tried
 * again at the next evaluation, up to ALERT_DELIVERY_ATTEMPTS times, then given up (logged).
 */
export async function deliverPendingAlert(rule: AlertRuleRecord, targetName: string): Promise<{ sent: AlertChannel[]; failed: AlertChannel[] }> {
  const pending = rule.pending;
  const alert = rule.lastAlert;
  if (!pending || !alert || alert.id !== pending.alertId) return { sent: [], failed: [] };
  const facts: AlertFacts = {
    ruleName: rule.name,
    target: { kind: rule.target.kind, name: targetName },
    condition: rule.condition,
    value: alert.value,
    baseline: alert.baseline,
    at: alert.firedAt,
    timeZone: rule.quietHours?.timeZone ?? 'UTC',
    held: alert.held,
    url: analyticsUrl(rule.target),
  };
  const members = pending.channels.some((c) => c.startsWith('mail:'))
    ? new Set((await listTeamMemberships(rule.teamId)).map((m) => m.userId))
    : new Set<string>();
  const sent: AlertChannel[] = [];
  const failed: AlertChannel[] = [];
  let lastError: string | undefined;
  for (const channel of pending.channels) {
    try {
      if (channel === 'webhook') await sendWebhookEvent(rule, facts);
      else if (channel === 'slack') await postSlack(rule.slackUrl, facts);
      else {
        // A recipient who left the team is not mailed (and not tried again); the mail is in their language.
        const userId = channel.slice('mail:'.length);
        const person = members.has(userId) ? await getUser(userId) : null;
        if (person) await sendMail(alertMail({ email: person.email, name: person.name, ...(person.locale ? { locale: person.locale } : {}) }, facts));
      }
      sent.push(channel);
    } catch (error) {
      failed.push(channel);
      lastError = `${channel}: ${(error as Error).message}`.slice(0, 300);
      logger.warn('Alert delivery failed; tried again at the next evaluation', { teamId: rule.teamId, ruleId: rule.ruleId, channel, error: error as Error });
    }
  }
  const attempts = pending.attempts + 1;
  const giveUp = failed.length > 0 && attempts >= ALERT_DELIVERY_ATTEMPTS;
  if (giveUp) logger.error('Alert delivery given up', { teamId: rule.teamId, ruleId: rule.ruleId, alertId: alert.id, failed, lastError });
  const left = failed.length && !giveUp ? { alertId: pending.alertId, channels: failed, attempts, ...(lastError ? { lastError } : {}) } : undefined;
  await recordAlertDelivery(rule.teamId, rule.ruleId, pending, left);
  return { sent, failed };
}

export function analyticsUrl(target: AlertRuleRecord['target']): string {
  const param = target.kind === 'link' ? 'linkId' : target.kind === 'campaign' ? 'campaignId' : 'tagId';
  return `${config.mail().appUrl}${paths.analytics}?range=today&${param}=${encodeURIComponent(target.id)}`;
}

/** The event goes through the webhook machinery: the team's endpoints subscribed to `alert.triggered` (and whose filter takes the target). */
async function sendWebhookEvent(rule: AlertRuleRecord, facts: AlertFacts): Promise<void> {
  const alert = rule.lastAlert!;
  const data: AlertTriggered = {
    rule: { id: rule.ruleId, name: rule.name, target: { ...rule.target, name: facts.target.name }, condition: rule.condition },
    alert: { ...alert, summary: alertSentence('en', facts) },
    url: facts.url,
  };
  const refs =
    rule.target.kind === 'link' ? { linkId: rule.target.id } : rule.target.kind === 'campaign' ? { campaignId: rule.target.id } : { tagIds: [rule.target.id] };
  const message: WebhookEventMessage = {
    kind: 'event',
    id: newMessageId(),
    type: 'alert.triggered',
    teamId: rule.teamId,
    timestamp: new Date().toISOString(),
    data,
    ...refs,
  };
  await sendWebhookMessage(sqsJson(message));
}

async function postSlack(url: string | null, facts: AlertFacts): Promise<void> {
  if (!url) return;
  const policy = deliveryPolicy(url, config.webhooks().allowHosts);
  if (policy.refused) throw new Error(policy.refused);
  const body = JSON.stringify(alertSlackMessage(facts));
  const res = await safeFetch(url, {
    method: 'POST',
    body,
    timeoutMs: SLACK_TIMEOUT_MS,
    maxBytes: 500,
    maxRedirects: 0,
    isAllowedAddress: policy.isAllowedAddress,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Kisa-Alerts/1.0' },
  });
  if (res.status < 200 || res.status >= 300) throw new Error(`Slack answered ${res.status}`);
}
