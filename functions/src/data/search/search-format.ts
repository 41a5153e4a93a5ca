import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { displayHost, displayUrl, foldSearchText } from '@kisa/shared';
import type { SearchShardItem } from './search-shard-item.js';

/**
 * The format of the search index's entries (docs/DATA-MODEL.md "Search shards"): a link's
 * entry is "{head}␟{title}␟{code}␟{target}" (folded but the head: shared search-fold.ts), the head being its
 * createdAt and then, space-separated, its tag ids: "{createdAt}[ {tagId}…]". The
 * head is never searched by `q`; the tag filter and the per-tag counts read it. A shard's
 * `entries` map holds entries by linkId, tombstones, and a bulk group's packed records (key
 * `*{first linkId}`); a sealed blob and a packed group are "linkId␟entry" records separated
 * by ␞, deflated. Packing (a bulk group's too), unpacking and reading a shard item's live entries
 * are here.
 */

/** Between the fields of an entry, and between a sealed record's linkId and entry. */
export const SEP = '\u001f';
/** Between sealed records. Neither separator can be in a title, code or target (shared text rules), so no query matches across two. */
export const RS = '\u001e';
/** An overlay value that is not an entry (no SEP): the link's entry in this shard is gone. */
export const TOMBSTONE = '-';
/** Overlay keys of a bulk group's packed records start with this (a link id never does). */
export const GROUP_KEY = '*';

/** Folded "title, code, target" (foldSearchText), what `q` searches (contains); the target as people read it (türkiye.gov.tr, not xn--…). */
export function searchTextOf(link: { title: string; shortUrl: string; longUrl: string; domain?: string }): string {
  // A separator no query contains keeps a match from spanning two fields. A link on a branded
  // domain is found by its short link as people read it: `go.acme.com/spring`.
  const short = link.domain ? `${displayHost(`https://${link.domain}/`)}/${link.shortUrl}` : link.shortUrl;
  return foldSearchText([link.title, short, displayUrl(link.longUrl)].join(SEP));
}

/**
 * An entry as the current fold would write it. Entries written before the fold (only
 * lower-cased: `i̇stanbul’da`) are folded again when read and when their shard is sealed;
 * folding is idempotent, and ASCII text was folded alike by both, so it is passed as it is.
 */
export function refoldEntry(entry: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(entry)) return entry;
  const text = entry.indexOf(SEP) + 1;
  return text > 0 ? entry.slice(0, text) + foldSearchText(entry.slice(text)) : entry;
}

/** "linkId␟entry" records separated by ␞ (a sealed blob, a packed group), each entry refolded (refoldEntry). */
export function refoldRecords(records: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(records)) return records;
  return records
    .split(RS)
    .map((record) => {
      const cut = record.indexOf(SEP) + 1;
      return cut > 0 ? record.slice(0, cut) + refoldEntry(record.slice(cut)) : record;
    })
    .join(RS);
}

export interface SearchableLink {
  linkId: string;
  createdAt: string;
  title: string;
  shortUrl: string;
  longUrl: string;
  domain?: string;
  tagIds?: string[];
}

/** Between the head's createdAt and each tag id (neither holds one). */
export const HEAD_SEP = ' ';

/** The packed entry of a link: its head (createdAt for the order, tag ids for the filter) and its search text. */
export const searchEntryOf = (link: SearchableLink): string =>
  `${link.createdAt}${link.tagIds?.length ? HEAD_SEP + link.tagIds.join(HEAD_SEP) : ''}${SEP}${searchTextOf(link)}`;

/** An entry head's createdAt (what a list sorts by). */
export function headDate(head: string): string {
  const cut = head.indexOf(HEAD_SEP);
  return cut === -1 ? head : head.slice(0, cut);
}

/** What an entry adds to its shard's `bytes` (UTF-8 of key and value, plus DynamoDB's per-element overhead, rounded up). */
export const entryBytes = (linkId: string, entry: string): number => Buffer.byteLength(linkId) + Buffer.byteLength(entry) + 8;

/** The room a link's tombstone takes: sealing reserves it per sealed record, so a delete needs no room. */
export const tombstoneBytes = (linkId: string): number => entryBytes(linkId, TOMBSTONE);

/** "linkId␟entry" records separated by ␞, deflated. */
export function packRecords(live: ReadonlyMap<string, string>): Uint8Array {
  const records: string[] = [];
  // The text rules keep ␞ out of every field; an entry from before them loses it rather than split a record.
  for (const [linkId, entry] of live) records.push(`${linkId}${SEP}${entry.includes(RS) ? entry.replaceAll(RS, ' ') : entry}`);
  return deflateRawSync(records.join(RS));
}

/** A bulk group's entries: its links' records packed into one overlay value (key `*{first linkId}`), and what they add to a shard's `bytes`. */
export interface BulkGroupEntries {
  links: readonly SearchableLink[];
  key: string;
  packed: Uint8Array;
  bytes: number;
}

/** A bulk group's links packed as one overlay value: its key, the value and what it adds to a shard's `bytes`. */
export function packBulkGroup(links: readonly SearchableLink[]): BulkGroupEntries {
  const packed = packRecords(new Map(links.map((link) => [link.linkId, searchEntryOf(link)])));
  const key = `${GROUP_KEY}${links[0]!.linkId}`;
  // As for a sealed shard: the value, and a tombstone's room per record.
  const bytes = key.length + packed.byteLength + 8 + links.reduce((sum, link) => sum + tombstoneBytes(link.linkId), 0);
  return { links, key, packed, bytes };
}

/** The text of a sealed blob ('' for none). */
export function unpackRecords(sealed: Uint8Array | undefined): string {
  return sealed ? inflateRawSync(sealed).toString('utf8') : '';
}

/**
 * A shard item's live entries, linkId → entry: the overlay's entries, then the sealed records
 * the overlay does not name (a tombstone hides its link's record and is itself dropped).
 */
export function liveSearchEntries(item: SearchShardItem): Map<string, string> {
  const overlay = item.entries;
  const live = new Map<string, string>();
  for (const [linkId, entry] of Object.entries(overlay)) if (entry !== TOMBSTONE) live.set(linkId, entry);
  for (const text of [...groupTexts(item), unpackRecords(item.sealed)]) {
    if (text === '') continue;
    for (const record of text.split(RS)) {
      const cut = record.indexOf(SEP);
      const linkId = record.slice(0, cut);
      if (!(linkId in overlay) && !live.has(linkId)) live.set(linkId, record.slice(cut + 1));
    }
  }
  return live;
}

/** The record texts of a shard item's bulk groups (packed values in its overlay). */
export function groupTexts(item: SearchShardItem): string[] {
  return item.groups.map(unpackRecords);
}
