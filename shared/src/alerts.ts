/**
 * Alerts: rules a team sets on a link, a tag or a campaign, evaluated every few minutes from the
 * analytics engine's answers (docs/ARCHITECTURE.md "Alerts"), delivered by mail, webhook
 * (`alert.triggered`) and an optional Slack-compatible incoming webhook.
 */

export const ALERT_TARGET_KINDS = ['link', 'tag', 'campaign'] as const;
export type AlertTargetKind = (typeof ALERT_TARGET_KINDS)[number];

/**
 * - `clicksAbove`: clicks in the last hour above `clicks`.
 * - `clicksAboveUsual`: clicks in the last hour above `factor` × the usual: the mean of the same
 *   hour on each of the 7 days before (a rule with no history has a usual of 1 click).
 * - `noClicks`: no click for `hours` hours while the usual for those hours (the same hours on the
 *   7 days before, per hour) is above `usualAbove`.
 * - `conversionDrop`: the conversion rate (converting clicks / clicks) of the last `hours` hours is
 *   at least `percent` % below the rate of the `hours` hours before.
 */
export const ALERT_CONDITION_KINDS = ['clicksAbove', 'clicksAboveUsual', 'noClicks', 'conversionDrop'] as const;
export type AlertConditionKind = (typeof ALERT_CONDITION_KINDS)[number];

export type AlertCondition =
  | { kind: 'clicksAbove'; clicks: number }
  | { kind: 'clicksAboveUsual'; factor: number }
  | { kind: 'noClicks'; hours: number; usualAbove: number }
  | { kind: 'conversionDrop'; percent: number; hours: number };

export const ALERTS_PER_TEAM_MAX = 50;
export const ALERT_NAME_MAX = 100;
export const ALERT_MAIL_RECIPIENTS_MAX = 20;
/** Days of history the usual is the mean of. */
export const ALERT_USUAL_DAYS = 7;
export const ALERT_NO_CLICKS_HOURS_MAX = 24;
export const ALERT_CONVERSION_HOURS_MAX = 72;
export const ALERT_COOLDOWN_MINUTES = { min: 15, max: 10_080, default: 60 } as const;
/** How often the evaluator runs (the schedule `evaluate-alerts`). */
export const ALERT_EVALUATE_EVERY_MINUTES = 5;
/** Delivery attempts per channel of one alert (one per evaluation) before it is given up. */
export const ALERT_DELIVERY_ATTEMPTS = 5;

export const ALERT_MSG = {
  notFound: 'Alert rule not found',
  deleted: 'Alert rule deleted',
  limit: `A team can have at most ${ALERTS_PER_TEAM_MAX} alert rules.`,
  nameRequired: 'Please give the rule a name.',
  nameInvalid: `Names are at most ${ALERT_NAME_MAX} characters, without control or invisible characters.`,
  targetInvalid: 'Please choose a link, tag or campaign of your team to watch.',
  conditionInvalid: 'Please choose a condition: clicks above a number, above the usual, no clicks, or a conversion drop.',
  clicksInvalid: 'Clicks must be a whole number from 1 to 10,000,000.',
  factorInvalid: 'The factor must be a number from 1.1 to 1,000.',
  hoursInvalid: `Hours must be a whole number from 1 to ${ALERT_NO_CLICKS_HOURS_MAX} (no clicks) or ${ALERT_CONVERSION_HOURS_MAX} (conversions).`,
  usualInvalid: 'The usual clicks per hour must be a number from 0 to 10,000,000.',
  percentInvalid: 'The drop must be a whole percentage from 1 to 100.',
  recipientsInvalid: `Mail goes to members of your team: at most ${ALERT_MAIL_RECIPIENTS_MAX}.`,
  slackUrlInvalid: 'Please enter an https:// address for the Slack incoming webhook.',
  channelRequired: 'Please choose at least one way to be told: mail, webhook or Slack.',
  quietHoursInvalid: 'Quiet hours need a start and an end as HH:MM and a valid time zone.',
  cooldownInvalid: `The cool-down is a whole number of minutes from ${ALERT_COOLDOWN_MINUTES.min} to ${ALERT_COOLDOWN_MINUTES.max}.`,
  enabledInvalid: 'A rule is on or paused: enabled must be true or false.',
} as const;

/** Whether the instant `at` falls in the quiet hours [from, to) of `timeZone` (a span may pass midnight). */
export function inQuietHours(quiet: { from: string; to: string; timeZone: string } | undefined, at: Date): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: quiet.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const hh = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const mm = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const now = `${hh}:${mm}`;
  return quiet.from < quiet.to ? now >= quiet.from && now < quiet.to : now >= quiet.from || now < quiet.to;
}
