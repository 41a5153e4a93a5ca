import type { ImportSourceId } from '@kisa/shared';
import type { SourceHttp } from './source-http.js';

/**
 * What every import source answers, whatever its API: its links page by page, normalised, and
 * (where it has them) a link's daily clicks. One adapter per source in `sources/`; the run
 * (read-import-page.ts, write-import-page.ts, import-history-page.ts) knows nothing else of it.
 */

/** One link as the source holds it, in Kisa's words. */
export interface SourceLink {
  /** The source's own id of the link (Bitly's `bit.ly/abc`, Dub's `link_…`): stable between runs. */
  sourceId: string;
  /** The host its short URL is on, ASCII lower case (`bit.ly`, `go.acme.com`). */
  host: string;
  /** The short code (back-half), as the source spells it. */
  code: string;
  /** Its destination as the source gives it (checked and normalised by the run). */
  longUrl: string;
  title?: string;
  /** Tag names. */
  tags?: string[];
  /** ISO 8601. */
  createdAt?: string;
  /** ISO 8601: when it stops redirecting. */
  expiresAt?: string;
  /** Where it goes once expired. */
  expiredUrl?: string;
  /** The click limit after which it expires. */
  maxClicks?: number;
  /** Password-protected at the source; `password` when the source gives it back. */
  passwordProtected?: boolean;
  password?: string;
  /** Device redirects. */
  ios?: string;
  android?: string;
  /** UTM parameters the source keeps apart from the destination. */
  utm?: { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
  /** Its lifetime clicks, when the list gives them (the preview shows them; history brings them per day). */
  clicks?: number;
}

/** A page of links and where the next one starts (null: this was the last). */
export interface SourcePage {
  links: SourceLink[];
  /** Opaque to the run: handed back to listLinks as is. */
  next: string | null;
  /** Links the source holds in all, when it says. */
  total?: number;
  /** Items of the page the adapter could not read (a deleted link, a malformed entry): counted, never fatal. */
  unreadable?: number;
}

/** One day of a link's clicks (the day in UTC, as sources count them). */
export interface ClickDay {
  day: string;
  clicks: number;
}

/** A link's click history: daily totals, and where the source gives them, countries and referrers over a period. */
export interface ClickHistory {
  days: ClickDay[];
  /** The link's clicks in all, when more than its days hold (clicks the source counts but dates no finer than a month): they go on its counters only. */
  total?: number;
  /** Country (ISO 3166-1 alpha-2, upper case) → clicks over [from, to]. */
  countries?: { from: string; to: string; counts: Record<string, number> };
  /** Referrer host ('' for direct) → clicks over [from, to]. */
  referrers?: { from: string; to: string; counts: Record<string, number> };
}

export interface SourceContext {
  /** The API's base URL, no trailing slash. */
  apiUrl: string;
  token: string;
  /** Requests to the source: auth errors, rate limits, timeouts and garbage become SourceError. */
  http: SourceHttp;
  /** The `file` source: the file's text, as uploaded. */
  file?: string;
}

export interface ImportAdapter {
  id: ImportSourceId;
  /** A page of links; `cursor` null for the first. */
  listLinks(ctx: SourceContext, cursor: string | null): Promise<SourcePage>;
  /** The link's history; absent when the source keeps none. */
  clickHistory?(ctx: SourceContext, link: SourceLink): Promise<ClickHistory>;
  /** The headers that carry the token, when not `Authorization: Bearer <token>` (an empty object: it goes in the query). */
  authHeaders?(token: string): Record<string, string>;
  /** Hosts of the source that are its own shared domains beyond IMPORT_SOURCE_INFO's (e.g. a self-hosted server's default domain is the team's own, so none). */
  isSharedHost?(ctx: SourceContext, host: string): boolean;
}
