import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import type { Mail } from './send-mail.js';

/**
 * A mail SES's Simple content cannot carry: images inline (`cid:`) and headers of its own (RFC
 * 8058's one-click unsubscribe), sent as a raw MIME message through SES v2 (`Content.Raw`):
 * multipart/alternative of the text and a multipart/related of the HTML and its images. Every
 * part is base64, every non-ASCII header an RFC 2047 encoded word, so any script goes through.
 */
export interface InlineImage {
  /** What the HTML names it by: `<img src="cid:{cid}">`. */
  cid: string;
  filename: string;
  contentType: 'image/png';
  data: Buffer;
}

export interface RawMail extends Mail {
  images?: readonly InlineImage[];
  /** Extra headers (ASCII names; values encoded when they are not ASCII). */
  headers?: Readonly<Record<string, string>>;
}

const CRLF = '\r\n';

/** Base64 in lines of 76 characters (RFC 2045). */
const base64Lines = (data: Buffer): string => (data.toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);

/** A header value: as is when printable ASCII, else encoded words of at most ~45 bytes each (RFC 2047). */
export function headerValue(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  let current = '';
  for (const char of clean) {
    if (Buffer.byteLength(current + char) > 45) {
      words.push(current);
      current = '';
    }
    current += char;
  }
  if (current) words.push(current);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join(`${CRLF} `);
}

const part = (contentType: string, body: Buffer, extra: string[] = []): string =>
  [`Content-Type: ${contentType}`, 'Content-Transfer-Encoding: base64', ...extra, '', base64Lines(body)].join(CRLF);

const multipart = (subtype: string, boundary: string, parts: string[]): string =>
  [`Content-Type: multipart/${subtype}; boundary="${boundary}"`, '', ...parts.map((p) => `--${boundary}${CRLF}${p}`), `--${boundary}--`, ''].join(CRLF);

/** An address with its domain in ASCII (an IDN host as punycode); the local part as given (RFC 6532 allows UTF-8 there). */
export function asciiAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at)}@${domainToASCII(address.slice(at + 1)) || address.slice(at + 1)}`;
}

/** The whole message, headers and body, as SES's raw content takes it. */
export function buildRawMail(mail: RawMail, from: string, date = new Date()): Buffer {
  const boundary = (kind: string) => `=_kisa_${kind}_${randomBytes(12).toString('hex')}`;
  const html = part('text/html; charset=UTF-8', Buffer.from(mail.html, 'utf8'));
  const images = (mail.images ?? []).map((image) =>
    part(`${image.contentType}; name="${image.filename}"`, image.data, [
      `Content-ID: <${image.cid}>`,
      `Content-Disposition: inline; filename="${image.filename}"`,
    ]),
  );
  const htmlPart = images.length ? multipart('related', boundary('related'), [html, ...images]) : html;
  const body = multipart('alternative', boundary('alternative'), [part('text/plain; charset=UTF-8', Buffer.from(mail.text, 'utf8')), htmlPart]);
  const headers = [
    `From: ${from}`,
    `To: ${asciiAddress(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${headerValue(value)}`),
  ];
  return Buffer.from(`${headers.join(CRLF)}${CRLF}${body}`, 'utf8');
}
