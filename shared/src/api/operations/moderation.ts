import {
  blocklistQuerySchema,
  moderationLogQuerySchema,
  moderationQueueQuerySchema,
  blocklistChangeSchema,
  blocklistChangedSchema,
  blocklistPageSchema,
  moderationActionSchema,
  moderationLogSchema,
  moderationQueueSchema,
  moderationResultSchema,
  reportAnswerSchema,
  reportSchema,
} from '../../index.js';
import { declareOperations } from '../operation.js';

/** Abuse: reports, the moderation queue, its audit log and the blocklist. */
export const moderationOperations = declareOperations({
  // Abuse: the moderation queue, its actions (one route, an action in the body), the audit log and the blocklist.
  listModerationQueue: {
    method: 'GET',
    path: '/api/admin/moderation',
    auth: 'admin',
    uses: ['tableRead'],
    capability: 'moderation',
    summary:
      "The moderation queue (admins only): reported and flagged links across teams, latest activity first, 25 a page — target, team, clicks, reports by reason, the latest reports, screening flags and the link's state. Query `status` (`open`, default, or `resolved`) and `cursor` (from the previous page)",
    tags: ['moderation'],
    query: moderationQueueQuerySchema,
    queryDocs: {
      status: '`open` (default) or `resolved`',
      cursor: 'The `cursor` of the previous page (of the same `status`)',
    },
    responses: { 200: ['One page of cases', moderationQueueSchema] },
    errors: { 400: 'Another `status`, or a cursor this list did not give out' },
  },
  moderate: {
    method: 'POST',
    path: '/api/admin/moderation',
    auth: 'admin',
    // previewTakedown: a disabled link's preview image stops being served (and an enabled one's starts again).
    uses: ['table', 'webhookQueue', 'previewTakedown'],
    capability: 'moderation',
    summary:
      'One moderation action (admins only), recorded in the audit log: `disableLink` (visitors get 410, no click counted), `enableLink`, `clearFlag` (lift the warning page), `dismiss` (the reports), `disableTeam` / `enableTeam` (every link of the team, within seconds)',
    tags: ['moderation'],
    body: moderationActionSchema,
    responses: { 200: ['Done; the case as it is now, for link actions', moderationResultSchema] },
    errors: { 400: 'Invalid input (unknown action, no link or team id)', 404: 'No such link or team' },
  },
  listModerationLog: {
    method: 'GET',
    path: '/api/admin/moderation/log',
    auth: 'admin',
    uses: ['tableRead'],
    capability: 'moderation',
    summary:
      'The audit log of moderation actions (admins only): who did what, when — link and team actions, user disables, blocklist changes — newest first, 50 a page; query `cursor`',
    tags: ['moderation'],
    query: moderationLogQuerySchema,
    queryDocs: {
      cursor: 'The `cursor` of the previous page',
    },
    responses: { 200: ['One page of the log', moderationLogSchema] },
    errors: { 400: 'A cursor this list did not give out' },
  },
  listBlocklist: {
    method: 'GET',
    path: '/api/admin/blocklist',
    auth: 'admin',
    uses: ['tableRead'],
    capability: 'moderation',
    summary: 'The blocklist (admins only): hosts and domains whose links are refused, A–Z, 50 a page; query `q` (entries starting with it) and `cursor`',
    tags: ['moderation'],
    query: blocklistQuerySchema,
    queryDocs: {
      q: 'Only entries starting with this (ASCII, punycode for IDN; trimmed, any case, at most 300 characters)',
      cursor: 'The `cursor` of the previous page (of the same `q`)',
    },
    responses: { 200: ['One page of entries', blocklistPageSchema] },
    errors: { 400: '`q` over 300 characters, or a cursor this list did not give out' },
  },
  changeBlocklist: {
    method: 'POST',
    path: '/api/admin/blocklist',
    auth: 'admin',
    // previewTakedown: the links it disables lose their preview images too.
    uses: ['table', 'webhookQueue', 'previewTakedown'],
    capability: 'moderation',
    summary:
      'Add or remove blocklist entries (admins only): `entries` typed, or `file`, the text of a hosts file (`0.0.0.0 evil.example`), a one-domain-a-line list, Adblock `||domain^` rules or URLs — as public phishing lists ship. A domain blocks its subdomains. At most 20,000 entries a request. Adding also disables the existing links to the entries (their target host or a subdomain of it; 410, a resolved case each) for up to 15 s: `linksDisabled` says how many, `linksLeft` that more remain (send the same request again)',
    tags: ['moderation'],
    body: blocklistChangeSchema,
    responses: { 200: ['How many entries changed, lines that were no host, and the existing links disabled', blocklistChangedSchema] },
    errors: { 400: 'Invalid input, or no valid host or domain' },
  },
  reportLink: {
    method: 'POST',
    path: '/api/public/reports',
    auth: 'public',
    uses: ['table', 'webhookQueue'],
    capability: 'moderation',
    summary:
      "Report a short link as abusive (phishing, malware, spam, …): the link joins the admins' moderation queue. `link` is the short link in any spelling (with or without scheme, port, trailing slash; any case; IDN or punycode host) and is resolved by host and code exactly, or a bare code. Anyone may call it; limited to 10 reports per client address per hour",
    tags: ['moderation'],
    body: reportSchema,
    responses: {
      201: ['Reported', reportAnswerSchema],
      200: [
        'Not reported yet: a bare code that is on more than one domain. `candidates` are its short links; send the report again with one of them as `link`',
        reportAnswerSchema,
      ],
    },
    errors: {
      400: 'Invalid input (reason not in the list, details over 1,000 characters, an invalid e-mail)',
      404: 'No such short link (on the host given)',
      429: 'Too many reports from this address (Retry-After: seconds until the next try)',
    },
  },
});
