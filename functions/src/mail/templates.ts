import type { Mail } from './send-mail.js';

/** Account mails: one call-to-action link each, as HTML and as plain text. */

export function verificationMail(to: { email: string; name: string }, link: string, validHours: number): Mail {
  return actionMail(to, {
    subject: 'Verify your Kisa account',
    intro: 'Welcome to Kisa! Please confirm your e-mail address to activate your account.',
    action: 'Verify my account',
    link,
    footer: `This link is valid for ${validHours} hours. If you did not sign up for Kisa, you can ignore this mail.`,
  });
}

export function passwordResetMail(to: { email: string; name: string }, link: string, validMinutes: number): Mail {
  return actionMail(to, {
    subject: 'Reset your Kisa password',
    intro: 'Someone (hopefully you) asked to reset the password of your Kisa account.',
    action: 'Choose a new password',
    link,
    footer: `This link is valid for ${validMinutes} minutes and works once. If you did not ask for it, you can ignore this mail; your password stays unchanged.`,
  });
}

/**
 * To the owner of an address someone tried to sign up with: no new account was made (the
 * sign-up answered as for a new address, so it tells nobody the address has an account).
 */
export function accountExistsMail(to: { email: string; name: string }, links: { signIn: string; recover: string }): Mail {
  return actionMail(to, {
    subject: 'Someone tried to sign up to Kisa with your address',
    intro:
      'Someone (hopefully you) tried to create a Kisa account with this e-mail address, which already has an account. No new account was created. If it was you, sign in, or reset your password if you have forgotten it.',
    action: 'Sign in',
    link: links.signIn,
    second: { action: 'Reset my password', link: links.recover },
    footer: 'If it was not you, you can ignore this mail; nothing has changed.',
  });
}

/**
 * An invitation to a team. One mail for every address, with an account or not,
 * so inviting does the same work either way; the link's page says what accepting means.
 * The inviter's and team's names are untrusted text: left out when they look like links.
 */
export function invitationMail(to: { email: string; name: string }, from: { inviter: string; team: string }, link: string, validDays: number): Mail {
  const inviter = plainName(from.inviter) ?? 'A Kisa user';
  const team = plainName(from.team);
  return actionMail(to, {
    subject: 'You are invited to a team on Kisa',
    intro: `${inviter} invited you to join ${team ? `the team "${team}"` : 'their team'} on Kisa, where a team shares its short links, campaigns and analytics. Follow the link to accept or decline.`,
    action: 'See the invitation',
    link,
    footer: `This link is valid for ${validDays} days and works once. If you do not know the sender, decline or ignore this mail: no account is made and nothing changes unless you accept.`,
  });
}

/** To a new address an owner gave a member: the change happens only once its holder follows the link. */
export function emailChangeMail(to: { email: string; name: string }, link: string, validHours: number): Mail {
  return actionMail(to, {
    subject: 'Confirm your new Kisa e-mail address',
    intro: 'Your Kisa team owner asked to change the e-mail address of your Kisa account to this one.',
    action: 'Confirm this address',
    link,
    footer: `This link is valid for ${validHours} hours. If you did not expect it, ignore this mail: nothing changes.`,
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

function actionMail(to: { email: string; name: string }, m: ActionMail): Mail {
  const greeting = greetingFor(to.name);
  const second = m.second
    ? `\n<p style="font-size:13px;color:#6b7280">${escapeHtml(m.second.action)}: <a href="${escapeHtml(m.second.link)}">${escapeHtml(m.second.link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(m.action)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this address: ${escapeHtml(m.link)}</p>${second}
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
export function greetingFor(name: string): string {
  const clean = name.trim();
  if (!clean || clean.length > GREETING_NAME_MAX || looksLikeLink(clean)) return 'Hello,';
  return `Hello ${clean},`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** To a team's owners when Kisa disabled one of their webhook endpoints. */
export function webhookDisabledMail(to: { email: string; name: string }, endpoint: { url: string; reason: string }, link: string): Mail {
  return actionMail(to, {
    subject: 'A Kisa webhook endpoint was disabled',
    intro: `Kisa stopped sending webhooks to ${endpoint.url}: ${endpoint.reason}. Events from now on are not sent to it. Fix the receiver, then enable the endpoint again in Settings → Webhooks (or with PATCH /api/webhooks/{id} and "enabled": true); failed deliveries can be resent from its recent deliveries.`,
    action: 'Open the webhook settings',
    link,
    footer: 'You receive this mail as an owner of the team.',
  });
}
