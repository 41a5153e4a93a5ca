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

interface ActionMail {
  subject: string;
  intro: string;
  action: string;
  link: string;
  footer: string;
}

function actionMail(to: { email: string; name: string }, m: ActionMail): Mail {
  const greeting = `Hello ${to.name},`;
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(m.action)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this address: ${escapeHtml(m.link)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(m.footer)}</p>
</body></html>`;
  const text = `${greeting}\n\n${m.intro}\n\n${m.action}: ${m.link}\n\n${m.footer}\n`;
  return { to: to.email, subject: m.subject, html, text };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
