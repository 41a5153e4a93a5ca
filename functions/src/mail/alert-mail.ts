import type { AlertCondition, AlertTargetKind } from '@kisa/shared';
import { DEFAULT_LOCALE, formatNumber, type Locale } from '@kisa/shared/i18n';
import { translator } from '@kisa/shared/i18n/translate';
import type { Mail } from './send-mail.js';
import { escapeHtml, greetingFor, type Recipient } from './templates.js';

/**
 * An alert in words — the mail (in the recipient's language), and the one sentence the Slack
 * message and the webhook's `summary` carry (English) — from the catalogs' `mail.alert.*` messages.
 */

export interface AlertFacts {
  ruleName: string;
  target: { kind: AlertTargetKind; name: string };
  condition: AlertCondition;
  value: number;
  baseline: number;
  /** When the windows ended (ISO). */
  at: string;
  /** The rule's quiet-hours zone, else UTC: the time the sentence names. */
  timeZone: string;
  held: boolean;
  url: string;
}

const limitOf = (c: AlertCondition) =>
  c.kind === 'clicksAbove' ? c.clicks : c.kind === 'clicksAboveUsual' ? c.factor : c.kind === 'conversionDrop' ? c.percent : c.usualAbove;

/** The alert in one sentence. */
export function alertSentence(locale: Locale, f: AlertFacts): string {
  const t = translator(locale);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: f.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(f.at));
  const c = f.condition;
  return t(`mail.alert.${c.kind}`, {
    target: t(`mail.alert.target.${f.target.kind}`, { name: f.target.name || '?' }),
    time: `${time} (${f.timeZone})`,
    value: formatNumber(locale, f.value),
    baseline: formatNumber(locale, f.baseline),
    limit: formatNumber(locale, limitOf(c)),
    hours: c.kind === 'noClicks' || c.kind === 'conversionDrop' ? c.hours : 1,
  });
}

/** The mail to one recipient, in their language. */
export function alertMail(to: Recipient, f: AlertFacts): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const hello = greetingFor(to.name, locale);
  const sentence = alertSentence(locale, f);
  const held = f.held ? t('mail.alert.held') : '';
  const action = t('mail.alert.action');
  const footer = t('mail.alert.footer');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p><strong>${escapeHtml(f.ruleName)}</strong></p>
<p>${escapeHtml(sentence)}</p>${held ? `\n<p style="font-size:13px;color:#6b7280">${escapeHtml(held)}</p>` : ''}
<p><a href="${escapeHtml(f.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  const text = `${hello}\n\n${f.ruleName}\n\n${sentence}\n${held ? `\n${held}\n` : ''}\n${action}: ${f.url}\n\n${footer}\n`;
  return { to: to.email, subject: t('mail.alert.subject', { rule: f.ruleName }), html, text };
}

/** A Slack incoming webhook's message (Slack takes `text` as the notification and `blocks` as the body), in English. */
export function alertSlackMessage(f: AlertFacts): { text: string; blocks: unknown[] } {
  const t = translator('en');
  const sentence = alertSentence('en', f);
  const mrkdwn = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    text: `${t('mail.alert.subject', { rule: f.ruleName })}: ${sentence}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*${mrkdwn(f.ruleName)}*\n${mrkdwn(sentence)}${f.held ? `\n_${t('mail.alert.held')}_` : ''}` } },
      { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: t('mail.alert.action') }, url: f.url }] },
    ],
  };
}
