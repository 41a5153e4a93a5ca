/**
 * The admins' blocklist: what an entry is, which entries a host falls under, and the import of
 * hosts-file and plain lists. Server-side only, like url-screening.ts (tldts), which re-exports it.
 */
import { getDomain } from 'tldts';

/** Whether `host` (ASCII, lower-case) is an IPv4 or IPv6 literal as WHATWG URL serializes them (0x7f.1 → 127.0.0.1). */
export function isIpHost(host: string): boolean {
  return host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/**
 * A blocklist entry as stored: a lower-case ASCII host (punycode) without a trailing dot, or an
 * IP literal; null when the text is none. `*.evil.example` and `.evil.example` mean the domain
 * (an entry always covers its subdomains). A pasted URL (`https://evil.example/login`, also
 * `evil.example/login`) stands for its host: admins copy them from reports and feeds.
 */
export function normalizeBlockEntry(value: string): string | null {
  let v = value.trim().toLowerCase();
  const url = /^[a-z][a-z\d+.-]*:\/\//.test(v) ? v : /^[^\s/@?#\\]+\//.test(v) ? `http://${v}` : null;
  if (url) {
    try {
      v = new URL(url).hostname;
    } catch {
      return null;
    }
  }
  v = v.replace(/^\*\./, '').replace(/^\./, '').replace(/\.$/, '');
  if (!v || v.length > 253 || /[\s/@?#\\]/.test(v)) return null;
  if (v.includes(':') && !v.startsWith('[')) v = `[${v}]`; // a bare IPv6 address
  try {
    const host = new URL(`http://${v}/`).hostname;
    if (!host || (!host.includes('.') && !host.startsWith('['))) return null;
    return host;
  } catch {
    return null;
  }
}

/**
 * Hosts a blocklist lookup asks for: the host itself and each parent domain down to its
 * registrable domain (a.b.evil.example → a.b.evil.example, b.evil.example, evil.example), so an
 * entry blocks its subdomains and never a public suffix's other customers.
 */
export function blockLookupHosts(value: string): string[] {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return [];
  }
  if (!host) return [];
  if (isIpHost(host)) return [host];
  const registrable = getDomain(host) ?? host;
  const out: string[] = [];
  let h = host;
  for (;;) {
    out.push(h);
    if (h === registrable || !h.includes('.')) break;
    h = h.slice(h.indexOf('.') + 1);
  }
  return out;
}

/** Hosts-file addresses that mean "sink this name" (a hosts line's first column). */
const SINK_ADDRESSES = new Set(['0.0.0.0', '127.0.0.1', '::', '::1', '::0']);
const NOT_DOMAINS = new Set(['localhost', 'localhost.localdomain', 'local', 'broadcasthost', 'ip6-localhost', 'ip6-loopback', '0.0.0.0']);

export interface ParsedBlocklist {
  entries: string[];
  /** Lines that were neither an entry, a comment nor empty (counted, so an upload accounts for every line). */
  invalid: number;
}

/**
 * A blocklist file in the formats public phishing lists ship: hosts files (`0.0.0.0 evil.example`,
 * several names a line), one domain a line, Adblock domain rules (`||evil.example^`), or URLs
 * (their host is taken). `#` and `!` start comments. Entries come back normalized, once each.
 */
export function parseBlocklist(text: string): ParsedBlocklist {
  const entries = new Set<string>();
  let invalid = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line || line.startsWith('!') || line.startsWith('[')) continue;
    let names: string[];
    const fields = line.split(/\s+/);
    if (fields.length > 1 && SINK_ADDRESSES.has(fields[0]!)) names = fields.slice(1);
    else if (fields.length === 1) names = [fields[0]!];
    else {
      invalid++;
      continue;
    }
    for (let name of names) {
      if (name.startsWith('||')) name = name.slice(2).replace(/\^.*$/, '');
      if (/^https?:\/\//i.test(name)) {
        try {
          name = new URL(name).hostname;
        } catch {
          invalid++;
          continue;
        }
      }
      if (NOT_DOMAINS.has(name.toLowerCase())) continue;
      const entry = normalizeBlockEntry(name);
      if (entry) entries.add(entry);
      else invalid++;
    }
  }
  return { entries: [...entries], invalid };
}
