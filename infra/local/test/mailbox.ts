/** Test helper: read mail the handlers sent, from the SES emulator's /store JSON. */

export interface Mail {
  subject: string;
  html: string;
  text: string;
  /** Every http(s) link in the mail, HTML hrefs first, in order, without duplicates. */
  links: string[];
  to: string[];
  from: string;
  /** Epoch seconds (the emulator's resolution). */
  at: number;
  /** Parts other than the text and HTML bodies (a raw message's inline images: `cid` set). */
  attachments: MailAttachment[];
}

export interface MailAttachment {
  contentType: string;
  filename?: string;
  cid?: string;
  content: Buffer;
}

export interface MailQuery {
  to: string;
  subjectIncludes?: string;
  /** Only mail sent at or after this moment (ms epoch or Date); compared at second resolution. */
  after?: number | Date;
  timeoutMs?: number;
}

interface StoredEmail {
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
  attachments?: { content: string; contentType: string; filename?: string; cid?: string }[];
}

/** Polls until a matching mail arrives (newest first) or the timeout says what was there instead. */
export async function waitForMail(sesUrl: string, query: MailQuery): Promise<Mail> {
  const deadline = Date.now() + (query.timeoutMs ?? 10_000);
  const to = query.to.toLowerCase();
  const afterSeconds = query.after === undefined ? 0 : Math.floor(new Date(query.after).getTime() / 1000);
  let seen: StoredEmail[] = [];
  for (;;) {
    const res = await fetch(`${sesUrl.replace(/\/$/, '')}/store`);
    if (!res.ok) throw new Error(`SES emulator /store answered ${res.status}`);
    seen = ((await res.json()) as { emails: StoredEmail[] }).emails;
    const match = [...seen]
      .reverse()
      .find(
        (e) =>
          e.at >= afterSeconds &&
          e.destination.to.some((addr) => addr.toLowerCase().includes(to)) &&
          (query.subjectIncludes === undefined || e.subject.includes(query.subjectIncludes)),
      );
    if (match) return toMail(match);
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const wanted = `to ${query.to}${query.subjectIncludes ? ` with a subject including "${query.subjectIncludes}"` : ''}${afterSeconds ? ` sent after ${new Date(afterSeconds * 1000).toISOString()}` : ''}`;
  const had =
    seen.length === 0
      ? 'the outbox is empty'
      : `the outbox has: ${seen
          .slice(-10)
          .map((e) => `"${e.subject}" to ${e.destination.to.join(', ')} at ${e.at}`)
          .join('; ')}`;
  throw new Error(`Expected a mail ${wanted} within ${query.timeoutMs ?? 10_000} ms, but ${had}`);
}

function toMail(e: StoredEmail): Mail {
  const html = e.body.html ?? '';
  const text = e.body.text ?? '';
  const hrefs = [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1]!));
  const bare = [...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => decodeEntities(m[0]));
  const links = [...new Set([...hrefs, ...bare].filter((l) => /^https?:\/\//.test(l)))];
  const attachments = (e.attachments ?? []).map((a) => ({
    contentType: a.contentType,
    ...(a.filename ? { filename: a.filename } : {}),
    ...(a.cid ? { cid: a.cid } : {}),
    content: Buffer.from(a.content, 'base64'),
  }));
  return { subject: e.subject, html, text, links, to: e.destination.to, from: e.from, at: e.at, attachments };
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
