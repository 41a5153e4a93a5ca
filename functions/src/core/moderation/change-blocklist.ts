import { BLOCKLIST_MAX_PER_REQUEST, MSG, type BlocklistChange, type BlocklistChanged } from '@kisa/shared';
import { normalizeBlockEntry, parseBlocklist } from '@kisa/shared/url-screening';
import { deleteBlocklistEntries, putBlocklistEntries } from '#data/moderation/blocklist-repo.js';
import { badRequest } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { disableBlockedLinks } from './disable-blocked-links.js';
import { recordAction } from './record-action.js';

/**
 * POST /api/admin/blocklist: adds or removes hosts and domains, typed (`entries`) or as a file's
 * text (`file`: a hosts file, one domain a line, Adblock `||domain^` rules — what public
 * phishing lists ship). Entries are stored as ASCII hosts; a domain covers its subdomains.
 * Recorded in the audit log (with the first entries and the links it disabled). New links see a
 * change at once in this process and within the blocklist cache's 30 s elsewhere. An added entry
 * also disables the existing links to it (disable-blocked-links.ts), as many as the request's
 * time allows (`linksLeft`: send it again); a removed one enables none (they may have been
 * disabled for more than the list: an admin enables them from the resolved cases).
 */
export async function changeBlocklist(caller: Caller, change: BlocklistChange, now = new Date().toISOString()): Promise<BlocklistChanged> {
  const entries = new Set<string>();
  let invalid = 0;
  for (const raw of change.entries ?? []) {
    const entry = normalizeBlockEntry(raw);
    if (entry) entries.add(entry);
    else invalid++;
  }
  if (change.file) {
    const parsed = parseBlocklist(change.file);
    for (const entry of parsed.entries) entries.add(entry);
    invalid += parsed.invalid;
  }
  if (entries.size === 0) throw badRequest(MSG.blocklistNothingValid);
  if (entries.size > BLOCKLIST_MAX_PER_REQUEST) throw badRequest(MSG.blocklistTooMany);
  const list = [...entries];
  if (change.action === 'remove') {
    await deleteBlocklistEntries(list);
    await recordAction(caller, { action: 'blocklistRemove', count: list.length, entries: list.slice(0, 10) }, now);
    return { changed: list.length, invalid, linksDisabled: 0, linksLeft: false };
  }
  await putBlocklistEntries(list, { id: caller.id, name: caller.name }, now);
  const links = await disableBlockedLinks(list, now);
  await recordAction(caller, { action: 'blocklistAdd', count: list.length, entries: list.slice(0, 10), linksDisabled: links.disabled }, now);
  return { changed: list.length, invalid, linksDisabled: links.disabled, linksLeft: links.more };
}
