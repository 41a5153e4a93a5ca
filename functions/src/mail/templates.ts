import { DEFAULT_LOCALE, type Locale } from '@kisa/shared/i18n';
import { translator } from '@kisa/shared/i18n/translate';
import type { Mail } from './send-mail.js';

/**
 * Account mails: one call-to-action link each, as HTML and as plain text, in the recipient's
 * language (their profile's `locale`; English when they have none yet).
 */

/** Who a mail goes to; `locale` is the language it is written in. */
export interface Recipient {
  email: string;
  name: string;
  locale?: Locale;
}

export function verificationMail(to: Recipient, link: string, validHours: number): Mail {
  const t = translator(to.locale ?? DEFAULT_LOCALE);
  return actionMail(to, {
    subject: t('mail.verify.subject'),
    intro: t('mail.verify.intro'),
    action: t('mail.verify.action'),
    link,
    footer: t('mail.verify.footer', { hours: validHours }),
  });
}

export function passwordResetMail(to: Recipient, link: string, validMinutes: number): Mail {
  const t = translator(to.locale ?? DEFAULT_LOCALE);
  return actionMail(to, {
    subject: t('mail.reset.subject'),
    intro: t('mail.reset.intro'),
    action: t('mail.reset.action'),
    link,
    footer: t('mail.reset.footer', { minutes: validMinutes }),
  });
}

/**
 * To the owner of an address someone tried to sign up with: no new account was made (the
 * sign-up answered as for a new address, so it tells nobody the address has an account).
 */
export function accountExistsMail(to: Recipient, links: { signIn: string; recover: string }): Mail {
  const t = translator(to.locale ?? DEFAULT_LOCALE);
  return actionMail(to, {
    subject: t('mail.exists.subject'),
    intro: t('mail.exists.intro'),
    action: t('mail.exists.action'),
    link: links.signIn,
    second: { action: t('mail.exists.second'), link: links.recover },
    footer: t('mail.exists.footer'),
  });
}

/**
 * An invitation to a team. One mail for every address, with an account or not,
 * so inviting does the same work either way; the link's page says what accepting means.
 * The inviter's and team's names are untrusted text: left out when they look like links.
 * Its language is the invited account's, else the inviter's (`to.locale`, chosen by the caller).
 */
export function invitationMail(to: Recipient, from: { inviter: string; team: string }, link: string, validDays: number): Mail {
  const t = translator(to.locale ?? DEFAULT_LOCALE);
  const inviter = plainName(from.inviter) ?? t('mail.invite.someone');
  const team = plainName(from.team);
  return actionMail(to, {
    subject: t('mail.invite.subject'),
    intro: team ? t('mail.invite.intro', { inviter, team }) : t('mail.invite.introTheirTeam', { inviter }),
    action: t('mail.invite.action'),
    link,
    footer: t('mail.invite.footer', { days: validDays }),
  });
}

/** To a new address an owner gave a member: the change happens only once its holder follows the link. */
export function emailChangeMail(to: Recipient, link: string, validHours: number): Mail {
  const t = translator(to.locale ?? DEFAULT_LOCALE);
  return actionMail(to, {
    subject: t('mail.emailChange.subject'),
    intro: t('mail.emailChange.intro'),
    action: t('mail.emailChange.action'),
    link,
    footer: t('mail.emailChange.footer', { hours: validHours }),
  });
}

/** A name fit to quote in a mail, or null when it could carry a message (see greetingFor). */
function plainName(name: string): string | null {
  const clean = name.trim();
  return clean && clean.length <= GREETING_NAME_MAX && !looksLikeLink(clean) ? clean : null;
}

interface ActionMail {
  subject: string;
  intro: string;
  action: string;
  link: string;
  /** A second, lesser call to action. */
  second?: { action: string; link: string };
  footer: string;
}

function actionMail(to: Recipient, m: ActionMail): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const greeting = greetingFor(to.name, locale);
  const second = m.second
    ? `\n<p style="font-size:13px;color:#6b7280">${escapeHtml(m.second.action)}: <a href="${escapeHtml(m.second.link)}">${escapeHtml(m.second.link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(m.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t('mail.orOpen', { link: m.link }))}</p>${second}
<p style="font-size:13px;color:#6b7280">${escapeHtml(m.footer)}</p>
</body></html>`;
  const text = `${greeting}\n\n${m.intro}\n\n${m.action}: ${m.link}\n${m.second ? `${m.second.action}: ${m.second.link}\n` : ''}\n${m.footer}\n`;
  return { to: to.email, subject: m.subject, html, text };
}

/** Longest name a mail greets by; a longer one is a message, not a name. */
export const GREETING_NAME_MAX = 60;

// A dot as mail clients (and readers) take it: ASCII, ideographic, fullwidth, halfwidth.
const DOT = '[.\\u3002\\uff0e\\uff61]';
/** What a mail client would turn into a link, or a reader would type into a browser. */
const LINK_LIKE = [
  /[a-z][a-z0-9+.-]*:\/\//i, // any scheme://
  /\b(?:https?|ftp|mailto|tel|sms|data|javascript|file)\s*:/i, // schemes without //
  /\/\//, // scheme-relative //host
  new RegExp(`\\bwww\\d*${DOT}`, 'iu'), // www.
  new RegExp(`[\\p{L}\\p{N}_-]${DOT}[\\p{L}\\p{N}]{2,}`, 'u'), // host.tld, a@b.co
  /\d{1,3}(?:\.\d{1,3}){3}/, // 203.0.113.7
  /@/, // an address to write to
];

/** Whether a name holds something a mail client would make clickable, or a reader would visit. */
export function looksLikeLink(name: string): boolean {
  const folded = name.normalize('NFKC');
  return LINK_LIKE.some((re) => re.test(folded));
}

/**
 * `Hello {name},` — or just `Hello,` when the name could carry a message: anyone can sign
 * up any address with any name, so a name is untrusted text in a mail we send. A name that
 * holds a link, a host name or an address, or is longer than a name, is left out.
 */
export function greetingFor(name: string, locale: Locale = DEFAULT_LOCALE): string {
  const clean = name.trim();
  const t = translator(locale);
  if (!clean || clean.length > GREETING_NAME_MAX || looksLikeLink(clean)) return t('mail.greetingNoName');
  return t('mail.greeting', { name: clean });
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** To a team's owners when Kisa disabled one of their webhook endpoints. */
export function webhookDisabledMail(to: Recipient, endpoint: { url: string; reason: string }, link: string): Mail {
  const t = translator(to.locale ?? DEFAULT_LOCALE);
  return actionMail(to, {
    subject: t('mail.webhookDisabled.subject'),
    intro: t('mail.webhookDisabled.intro', { url: endpoint.url, reason: endpoint.reason }),
    action: t('mail.webhookDisabled.action'),
    link,
    footer: t('mail.webhookDisabled.footer'),
  });
}
