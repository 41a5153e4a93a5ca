/**
 * URLs in every script. A URL is kept in one form and shown in another, as every
 * browser does it:
 *
 * - stored and sent: the WHATWG serialization (`new URL(x).href`): punycode host,
 *   percent-encoded path, query and fragment — always ASCII, so a `Location` header holds it;
 * - shown to people: `displayUrl` decodes the host's punycode labels and the percent-encoded
 *   UTF-8 of the rest (`https://türkiye.gov.tr/ürünler`), never characters that would change
 *   what the URL means or how it reads (reserved ASCII, controls, spaces, bidi marks stay encoded).
 *
 * Zod-free and dependency-free: the web bundle imports it.
 */

/** `scheme://` at the start: the value says how it is to be reached. */
export const SCHEME_RE = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * label(.label)+ with an alphabetic TLD (or its punycode), optional port, then a path, query
 * or fragment: `example.com/x`, `türkiye.gov.tr/çay`, `例え.jp`, `🙂.com`. Letters, marks, digits
 * and symbols (emoji domains exist) of every script count as label characters.
 */
export const BARE_DOMAIN_RE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: marks (\p{M}) and ZWJ are label characters of their own here, as IDNA reads them.
  /^(?:[\p{L}\p{N}\p{So}](?:[\p{L}\p{M}\p{N}\p{So}\u200d-]{0,61}[\p{L}\p{M}\p{N}\p{So}])?\.)+(?:\p{L}[\p{L}\p{M}]{1,62}|xn--[a-z0-9-]{1,59})(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/**
 * The one URL rule's first half, for every URL a person types or uploads (target, mobile
 * redirects, expiration URL, rules, splits, domain pages, bulk): trimmed, `www.…` or a bare
 * domain gets `https://`, and whatever the URL Standard reads as an http(s) URL comes back as its
 * WHATWG serialization (what is stored and sent) — `https:example.com`, `http:\\host\x` and
 * `HTTP://0x7f.1` included, so a Location is never relative to the short domain. Anything else
 * comes back trimmed, for the checks to judge. Raw whitespace inside is left for the checks to
 * refuse (the Standard would drop tabs and newlines silently): `a b.com/x y` is more likely two
 * things pasted together than one URL.
 */
export function normalizeUrl(value: string): string {
  const v = withScheme(value);
  if (/\s/u.test(v)) return v;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return v;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : v;
}

/** Trimmed, with `https://` before `www.…` and bare domains (the form a person reads back in a field). */
export function withScheme(value: string): string {
  const v = value.trim();
  if (!v || SCHEME_RE.test(v)) return v;
  return /^www\./i.test(v) || BARE_DOMAIN_RE.test(v) ? `https://${v}` : v;
}

const ASCII_URL_RE = /^[\x21-\x7e]*$/;

/**
 * A stored URL as a Location header carries it: the value itself when it is printable ASCII and
 * absolute (`http(s)://`: everything stored since every accepted URL is serialized), else its
 * WHATWG serialization — links stored before kept raw characters or a spelling like
 * `https:example.com`, which a browser reads as relative to the short domain; they are served
 * right without a migration.
 */
export function toAsciiUrl(url: string): string {
  if (ASCII_URL_RE.test(url) && /^https?:\/\//i.test(url)) return url;
  try {
    return new URL(url).href;
  } catch {
    return percentEncodeNonAscii(url);
  }
}

function percentEncodeNonAscii(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let out = '';
  for (const b of bytes) out += b > 0x20 && b < 0x7f ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

/**
 * An http(s) URL as people read it: `https://xn--trkiye-3ya.gov.tr/%C3%BCr%C3%BCnler` →
 * `https://türkiye.gov.tr/ürünler`. Anything that is not an http(s) URL comes back as given.
 */
export function displayUrl(value: string): string {
  if (!value) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return value;
  const href = url.href;
  // href = protocol // [userinfo@] host rest; the host is the only part punycode touches.
  const userinfo = url.username || url.password ? url.username.length + (url.password ? url.password.length + 1 : 0) + 1 : 0;
  const hostStart = url.protocol.length + 2 + userinfo;
  const host = url.hostname.startsWith('[') ? url.hostname : url.hostname.split('.').map(displayLabel).join('.');
  const port = url.port ? `:${url.port}` : '';
  const rest = href.slice(hostStart + url.host.length);
  return `${href.slice(0, hostStart)}${host}${port}${decodePercentUtf8(rest)}`;
}

/** The host part of a URL as people read it (`türkiye.gov.tr`), or '' when there is none. */
export function displayHost(value: string): string {
  try {
    return new URL(value).hostname.split('.').map(displayLabel).join('.');
  } catch {
    return '';
  }
}

function displayLabel(label: string): string {
  if (!/^xn--/i.test(label)) return label;
  return punycodeDecode(label.slice(4).toLowerCase()) ?? label;
}

/**
 * Characters a display must not decode: ASCII (reserved or not, a decoded %2F or %3F would
 * change what the URL reads as), controls, format and bidi characters, separators and spaces,
 * unassigned and private-use code points, and the invisible ones people use to spoof.
 */
const KEEP_ENCODED_RE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the invisible code points are listed one by one, each kept encoded alone.
  /[\u0000-\u007f]|[\p{C}\p{Z}\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0]/u;

/** Decodes each run of percent-encoded bytes that form valid UTF-8, character by character. */
function decodePercentUtf8(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes: number[] = [];
    for (let i = 0; i < run.length; i += 3) bytes.push(parseInt(run.slice(i + 1, i + 3), 16));
    let out = '';
    let i = 0;
    while (i < bytes.length) {
      const decoded = utf8At(bytes, i);
      const raw = run.slice(i * 3, (i + (decoded?.length ?? 1)) * 3);
      out += decoded && !KEEP_ENCODED_RE.test(decoded.char) ? decoded.char : raw;
      i += decoded?.length ?? 1;
    }
    return out;
  });
}

/** The UTF-8 character starting at bytes[i], or undefined when the bytes there are not one. */
function utf8At(bytes: number[], i: number): { char: string; length: number } | undefined {
  const b0 = bytes[i]!;
  const length = b0 < 0x80 ? 1 : b0 >= 0xc2 && b0 <= 0xdf ? 2 : b0 >= 0xe0 && b0 <= 0xef ? 3 : b0 >= 0xf0 && b0 <= 0xf4 ? 4 : 0;
  if (length === 0 || i + length > bytes.length) return undefined;
  let cp = length === 1 ? b0 : b0 & (0xff >> (length + 1));
  for (let k = 1; k < length; k++) {
    const b = bytes[i + k]!;
    if ((b & 0xc0) !== 0x80) return undefined;
    cp = (cp << 6) | (b & 0x3f);
  }
  // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8.
  const min = [0, 0, 0x80, 0x800, 0x10000][length]!;
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return undefined;
  return { char: String.fromCodePoint(cp), length };
}

// RFC 3492 (Punycode) decoding, for display only: a label that does not decode stays as is.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  delta = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = Math.floor(delta / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // 0-9 → 26-35
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z → 0-25
  return BASE;
}

export function punycodeDecode(input: string): string | undefined {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basicEnd, 0); j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return undefined;
    output.push(c);
  }
  let n = 128;
  let bias = 72;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return undefined;
      i += digit * w;
      if (i > 0x7fffffff) return undefined;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldi, length, oldi === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return undefined;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}
