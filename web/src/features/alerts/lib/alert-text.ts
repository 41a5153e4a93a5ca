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

/** The alert rules screen's words and its form's rules (pure: tested without a browser). */

export const CONDITION_TEXT: Record<AlertConditionKind, { label: string; hint: string }> = {
  clicksAbove: { label: 'Clicks in an hour above a number', hint: 'Fires when the last hour has more clicks than the number (bots left out).' },
  clicksAboveUsual: {
    label: 'Clicks in an hour above the usual',
    hint: 'The usual is the mean of the same hour on each of the 7 days before: fires when the last hour has more than that many times it.',
  },
  noClicks: {
    label: 'No clicks for some hours',
    hint: 'Fires when there was no click for the hours while those hours usually have more clicks an hour than the number.',
  },
  conversionDrop: {
    label: 'Conversion rate dropped',
    hint: 'Compares the conversion rate (converting clicks / clicks) of the last hours with the same number of hours before.',
  },
};

export const TARGET_TEXT: Record<AlertTargetKind, string> = { link: 'Link', tag: 'Tag', campaign: 'Campaign' };

const number = (n: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(n);
const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;

/** A condition in words: "More than 500 clicks in an hour". */
export function conditionText(c: AlertCondition): string {
  switch (c.kind) {
    case 'clicksAbove':
      return `More than ${plural(c.clicks, 'click', 'clicks')} in an hour`;
    case 'clicksAboveUsual':
      return `More than ${number(c.factor)}× the usual clicks in an hour`;
    case 'noClicks':
      return `No clicks for ${plural(c.hours, 'hour', 'hours')} while usually above ${number(c.usualAbove)} an hour`;
    case 'conversionDrop':
      return `Conversion rate ${number(c.percent)} % lower over ${plural(c.hours, 'hour', 'hours')}`;
  }
}

/** How the rule tells: "Mail (2) · Webhook · Slack". */
export function channelsText(rule: Pick<AlertRule, 'mailTo' | 'webhook' | 'slackUrl'>): string {
  return [rule.mailTo.length ? `Mail (${rule.mailTo.length})` : '', rule.webhook ? 'Webhook' : '', rule.slackUrl ? 'Slack' : ''].filter(Boolean).join(' · ');
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
export function draftToBody(d: AlertDraft): { body: CreateAlertInput } | { field: DraftField; message: string } {
  if (!d.name.trim()) return { field: 'name', message: 'Please give the rule a name.' };
  if (!d.targetId) return { field: 'target', message: `Please choose the ${TARGET_TEXT[d.targetKind].toLowerCase()} to watch.` };
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
    problem = 'Clicks must be a whole number from 1 to 10,000,000.';
  } else if (d.conditionKind === 'clicksAboveUsual') {
    const factor = decimal(d.factor, 1.1, 1000);
    condition = factor === null ? null : { kind: 'clicksAboveUsual', factor };
    problem = 'The factor must be a number from 1.1 to 1,000.';
  } else if (d.conditionKind === 'noClicks') {
    const hours = whole(d.hours, 1, ALERT_NO_CLICKS_HOURS_MAX);
    const usualAbove = decimal(d.usualAbove, 0, 10_000_000);
    condition = hours === null || usualAbove === null ? null : { kind: 'noClicks', hours, usualAbove };
    problem = `Hours must be a whole number from 1 to ${ALERT_NO_CLICKS_HOURS_MAX}, and the usual clicks an hour a number from 0.`;
  } else {
    const percent = whole(d.percent, 1, 100);
    const hours = whole(d.hours, 1, ALERT_CONVERSION_HOURS_MAX);
    condition = percent === null || hours === null ? null : { kind: 'conversionDrop', percent, hours };
    problem = `The drop must be a whole percentage from 1 to 100, over 1 to ${ALERT_CONVERSION_HOURS_MAX} hours.`;
  }
  if (!condition) return { field: 'condition', message: problem };
  const slackUrl = d.slackUrl.trim();
  if (slackUrl && !/^https?:\/\/\S+$/i.test(slackUrl))
    return { field: 'slackUrl', message: 'Please enter an https:// address for the Slack incoming webhook.' };
  if (!d.mailTo.length && !d.webhook && !slackUrl) return { field: 'channels', message: 'Please choose at least one way to be told: mail, webhook or Slack.' };
  const cooldownMinutes = whole(d.cooldownMinutes, ALERT_COOLDOWN_MINUTES.min, ALERT_COOLDOWN_MINUTES.max);
  if (cooldownMinutes === null)
    return { field: 'cooldown', message: `The cool-down is a whole number of minutes from ${ALERT_COOLDOWN_MINUTES.min} to ${ALERT_COOLDOWN_MINUTES.max}.` };
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
