import type { Mail } from './send-mail.js';
import { escapeHtml, greetingFor } from './templates.js';

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

/** The one mail of an incident: a link's destination stopped working (destination health). */
export function linkBrokenMail(to: { email: string; name: string }, link: BrokenLinkFacts): Mail {
  const greeting = greetingFor(to.name);
  const subject = `Broken link: ${link.shortLink}`;
  const what = `The destination of your short link ${link.shortLink}${link.title ? ` (“${link.title}”)` : ''} stopped working: ${link.error.message} at ${link.error.url}.`;
  const meanwhile = link.fallbackUrl
    ? `Until it works again, visitors are sent to the fallback URL ${link.fallbackUrl}; they go back to the destination by themselves once it recovers.`
    : 'Visitors still go to the broken destination: fix it, or give the link a fallback URL in its editor (or the team a default one under Link health).';
  const footer = `Broken since ${link.since.replace('T', ' ').slice(0, 16)} UTC. You get one mail per incident, not per check; webhooks say link.broken and link.recovered.`;
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(meanwhile)}</p>
<p><a href="${escapeHtml(link.healthPage)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">Open Link health</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  const text = `${greeting}\n\n${what}\n\n${meanwhile}\n\nLink health: ${link.healthPage}\n\n${footer}\n`;
  return { to: to.email, subject, html, text };
}
