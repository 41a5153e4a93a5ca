import {
  ALERT_CONVERSION_HOURS_MAX,
  ALERT_COOLDOWN_MINUTES,
  ALERT_NO_CLICKS_HOURS_MAX,
  type AlertCondition,
  type AlertConditionKind,
  type AlertRule,
  type AlertTargetKind,
  type CreateAlertInput,
} from '@kisa/shared';
import type { MessageKey, Translate } from '@kisa/shared/i18n';

/** The alert rules screen's words and its form's rules (pure, given the language's `t`: tested without a browser). */

type T = Translate<MessageKey>;

export const conditionLabel = (t: T, kind: AlertConditionKind) => t(`alerts.kind.${kind}`);
export const conditionHint = (t: T, kind: AlertConditionKind) => t(`alerts.kind.${kind}.hint`);
export const targetLabel = (t: T, kind: AlertTargetKind) => t(`alerts.target.${kind}`);

/** A condition in words: "More than 500 clicks in an hour". */
export function conditionText(t: T, c: AlertCondition): string {
  switch (c.kind) {
    case 'clicksAbove':
      return t('alerts.text.clicksAbove', { clicks: c.clicks });
    case 'clicksAboveUsual':
      return t('alerts.text.clicksAboveUsual', { factor: c.factor });
    case 'noClicks':
      return t('alerts.text.noClicks', { hours: c.hours, usual: c.usualAbove });
    case 'conversionDrop':
      return t('alerts.text.conversionDrop', { percent: c.percent, hours: c.hours });
  }
}

/** How the rule tells: "Mail (2) · Webhook · Slack". */
export function channelsText(t: T, rule: Pick<AlertRule, 'mailTo' | 'webhook' | 'slackUrl'>): string {
  return [
    rule.mailTo.length ? t('alerts.channel.mail', { count: rule.mailTo.length }) : '',
    rule.webhook ? t('alerts.channel.webhook') : '',
    rule.slackUrl ? t('alerts.channel.slack') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The form's fields as typed (numbers as text, as inputs hold them). */
export interface AlertDraft {
  name: string;
  targetKind: AlertTargetKind;
  targetId: string;
  conditionKind: AlertConditionKind;
  clicks: string;
  factor: string;
  hours: string;
  usualAbove: string;
  percent: string;
  mailTo: string[];
  webhook: boolean;
  slackUrl: string;
  quiet: boolean;
  quietFrom: string;
  quietTo: string;
  timeZone: string;
  cooldownMinutes: string;
}

export const emptyDraft = (timeZone: string, me: string): AlertDraft => ({
  name: '',
  targetKind: 'link',
  targetId: '',
  conditionKind: 'clicksAbove',
  clicks: '100',
  factor: '3',
  hours: '3',
  usualAbove: '1',
  percent: '50',
  mailTo: me ? [me] : [],
  webhook: false,
  slackUrl: '',
  quiet: false,
  quietFrom: '22:00',
  quietTo: '08:00',
  timeZone,
  cooldownMinutes: String(ALERT_COOLDOWN_MINUTES.default),
});

export type DraftField = 'name' | 'target' | 'condition' | 'channels' | 'slackUrl' | 'cooldown';

/** The body to send, or the first field that is wrong and why (the server checks again). */
export function draftToBody(t: T, d: AlertDraft): { body: CreateAlertInput } | { field: DraftField; message: string } {
  if (!d.name.trim()) return { field: 'name', message: t('alerts.error.name') };
  if (!d.targetId) return { field: 'target', message: t('alerts.error.target', { kind: d.targetKind }) };
  const whole = (v: string, min: number, max: number) => (/^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max ? Number(v) : null);
  const decimal = (v: string, min: number, max: number) => {
    const n = Number(v.trim().replace(',', '.'));
    return v.trim() && Number.isFinite(n) && n >= min && n <= max ? n : null;
  };
  let condition: AlertCondition | null = null;
  let problem = '';
  if (d.conditionKind === 'clicksAbove') {
    const clicks = whole(d.clicks, 1, 10_000_000);
    condition = clicks === null ? null : { kind: 'clicksAbove', clicks };
    problem = t('alerts.error.clicks');
  } else if (d.conditionKind === 'clicksAboveUsual') {
    const factor = decimal(d.factor, 1.1, 1000);
    condition = factor === null ? null : { kind: 'clicksAboveUsual', factor };
    problem = t('alerts.error.factor');
  } else if (d.conditionKind === 'noClicks') {
    const hours = whole(d.hours, 1, ALERT_NO_CLICKS_HOURS_MAX);
    const usualAbove = decimal(d.usualAbove, 0, 10_000_000);
    condition = hours === null || usualAbove === null ? null : { kind: 'noClicks', hours, usualAbove };
    problem = t('alerts.error.noClicks', { max: ALERT_NO_CLICKS_HOURS_MAX });
  } else {
    const percent = whole(d.percent, 1, 100);
    const hours = whole(d.hours, 1, ALERT_CONVERSION_HOURS_MAX);
    condition = percent === null || hours === null ? null : { kind: 'conversionDrop', percent, hours };
    problem = t('alerts.error.conversionDrop', { max: ALERT_CONVERSION_HOURS_MAX });
  }
  if (!condition) return { field: 'condition', message: problem };
  const slackUrl = d.slackUrl.trim();
  if (slackUrl && !/^https?:\/\/\S+$/i.test(slackUrl)) return { field: 'slackUrl', message: t('alerts.error.slackUrl') };
  if (!d.mailTo.length && !d.webhook && !slackUrl) return { field: 'channels', message: t('alerts.error.channels') };
  const cooldownMinutes = whole(d.cooldownMinutes, ALERT_COOLDOWN_MINUTES.min, ALERT_COOLDOWN_MINUTES.max);
  if (cooldownMinutes === null)
    return { field: 'cooldown', message: t('alerts.error.cooldown', { min: ALERT_COOLDOWN_MINUTES.min, max: ALERT_COOLDOWN_MINUTES.max }) };
  return {
    body: {
      name: d.name.trim(),
      target: { kind: d.targetKind, id: d.targetId },
      condition,
      mailTo: d.mailTo,
      webhook: d.webhook,
      slackUrl: slackUrl || null,
      quietHours: d.quiet ? { from: d.quietFrom, to: d.quietTo, timeZone: d.timeZone } : null,
      cooldownMinutes,
    },
  };
}
