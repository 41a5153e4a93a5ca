import { DEFAULT_LOCALE } from '@kisa/shared/i18n';
import { translateMessage, translator } from '@kisa/shared/i18n/translate';
import type { Mail } from './send-mail.js';
import { escapeHtml, greetingFor, type Recipient } from './templates.js';

export interface BrokenLinkFacts {
  shortLink: string;
  title: string;
  /** What the check met, and where. */
  error: { message: string; url: string };
  since: string;
  /** Where visitors go meanwhile; none: to the broken destination. */
  fallbackUrl?: string;
  /** The team's Link health page. */
  healthPage: string;
}

/** The one mail of an incident: a link's destination stopped working (destination health), in the recipient's language. */
export function linkBrokenMail(to: Recipient, link: BrokenLinkFacts): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const greeting = greetingFor(to.name, locale);
  const subject = t('mail.broken.subject', { shortLink: link.shortLink });
  const facts = { shortLink: link.shortLink, error: translateMessage(locale, link.error.message), url: link.error.url };
  const what = link.title ? t('mail.broken.whatTitled', { ...facts, title: link.title }) : t('mail.broken.what', facts);
  const meanwhile = link.fallbackUrl ? t('mail.broken.fallback', { fallbackUrl: link.fallbackUrl }) : t('mail.broken.noFallback');
  const footer = t('mail.broken.footer', { since: link.since.replace('T', ' ').slice(0, 16) });
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(meanwhile)}</p>
<p><a href="${escapeHtml(link.healthPage)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('mail.broken.action'))}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  const text = `${greeting}\n\n${what}\n\n${meanwhile}\n\n${t('mail.broken.page')}: ${link.healthPage}\n\n${footer}\n`;
  return { to: to.email, subject, html, text };
}
