import {
  bulkLinksSchema,
  bulkQueuedSchema,
  campaignListSchema,
  campaignSchema,
  createCampaignSchema,
  DASHBOARD_PAGE_SIZE,
  exportDownloadSchema,
  linkPageSchema,
  LIST_LIMIT_MAX,
  messageSchema,
  listCampaignLinksQuerySchema,
  exportCampaignQuerySchema,
} from '../../index.js';
import { declareOperations, SPREADSHEET_FILES } from '../operation.js';

/** Campaigns: bulk creation, progress, their links and exports. */
export const campaignOperations = declareOperations({
  createCampaign: {
    method: 'POST',
    path: '/api/campaigns',
    auth: 'user',
    scope: 'campaigns:write',
    uses: ['table'],
    capability: 'campaigns',
    summary: "Create an empty campaign of the caller's team (status idle)",
    tags: ['campaigns'],
    body: createCampaignSchema,
    idempotent: true,
    responses: { 201: ['Campaign created', campaignSchema] },
    errors: { 400: 'Missing or too long name' },
  },
  listCampaigns: {
    method: 'GET',
    path: '/api/campaigns',
    auth: 'user',
    scope: 'campaigns:read',
    uses: ['table', 'bulkQueue'],
    capability: 'campaigns',
    summary:
      "The team's campaigns, newest first (a JSON array); clicks snapshots older than 30 s are recounted (in the call up to 2,000 links, by the bulk worker beyond)",
    tags: ['campaigns'],
    responses: { 200: ['Campaigns', campaignListSchema] },
  },
  getCampaign: {
    method: 'GET',
    path: '/api/campaigns/{id}',
    auth: 'user',
    scope: 'campaigns:read',
    uses: ['table', 'bulkQueue'],
    capability: 'campaigns',
    summary:
      'One campaign: stats (totalLinks, totalClicks, ctr = clicks per link in %, 1 decimal) and bulk progress (status, processed, total, error). Poll it for progress; totalClicks is recounted when over 2 s old (in the call up to 2,000 links, by the bulk worker beyond at most every 30 s), so a poll every few seconds follows clicks.',
    tags: ['campaigns'],
    responses: { 200: ['The campaign', campaignSchema] },
    errors: { 404: "Campaign not found (or another team's)" },
  },
  // previewCleanup: a small campaign is purged in the call, its links' preview images with them.
  deleteCampaign: {
    method: 'DELETE',
    path: '/api/campaigns/{id}',
    auth: 'user',
    scope: 'campaigns:write',
    uses: ['table', 'bulkQueue', 'previewCleanup'],
    capability: 'campaigns',
    summary:
      'Delete a campaign with all its links (their short URLs stop resolving). Small campaigns are deleted in the call (200); bigger ones, or one with a bulk run in flight, by the bulk worker (202): the campaign is gone at once, its links within moments.',
    tags: ['campaigns'],
    responses: { 200: ['Deleted', messageSchema], 202: ['Deleted; links being removed', messageSchema] },
    errors: { 404: 'Campaign not found' },
  },
  queueCampaignLinks: {
    method: 'POST',
    path: '/api/campaigns/{id}/links',
    auth: 'user',
    scope: 'campaigns:write',
    uses: ['table', 'bulkQueue'],
    capability: 'campaigns',
    summary:
      'Queue up to 10,000 links for bulk creation (send a bigger file as several requests). Each longUrl is normalised (www. and bare domains get https://) and must be an http(s) URL; refused ones are counted and listed, the rest are written by the bulk worker: 8-character codes, title `Bulk Link XXXX` unless given; `tags` (names) and `rules` (targeting rules: a link whose rule destination is refused is refused with it) go on each link. Progress: GET /api/campaigns/{id}.',
    tags: ['campaigns'],
    body: bulkLinksSchema,
    idempotent: true,
    responses: { 202: ['Queued', bulkQueuedSchema] },
    errors: {
      400: 'No links, more than 10,000, no valid URL among them, or a malformed tag name or targeting rule',
      404: 'Campaign not found',
      413: 'Body over 10 MB',
    },
  },
  listCampaignLinks: {
    method: 'GET',
    path: '/api/campaigns/{id}/links',
    auth: 'user',
    scope: 'campaigns:read',
    uses: ['tableRead'],
    capability: 'campaigns',
    summary:
      "A page of the campaign's links in the order they were created (the file's order), each with its exact totalClicks and uniqueClicks; query `page` (from 1) and `limit` (default 10, at most 100), or `cursor`: each answer's `nextCursor` until an answer has none. A walk by cursor answers each link once; links a bulk run adds meanwhile come at the end, so a walk that has not ended yet shows them",
    tags: ['campaigns'],
    query: listCampaignLinksQuerySchema,
    queryDocs: {
      page: 'Page number, from 1 (at most 1,000,000); with `cursor`, only echoed',
      limit: `Links per page (default ${DASHBOARD_PAGE_SIZE}, at most ${LIST_LIMIT_MAX})`,
      cursor: "The previous answer's `nextCursor`: the page after it. A cursor of another list (another campaign's, the team's links) is refused (400)",
    },
    responses: { 200: ["One page of the campaign's links; `total` counts all of them; `nextCursor` leads to the next page", linkPageSchema] },
    errors: { 400: '`page` or `limit` out of bounds, or a cursor this list did not give out', 404: "Campaign not found (or another team's)" },
  },
  exportCampaign: {
    method: 'GET',
    path: '/api/campaigns/{id}/export',
    auth: 'user',
    scope: 'campaigns:read',
    uses: ['table', 'exports', 'bulkQueue'],
    capability: 'campaigns',
    summary:
      "The campaign's links as a file; query `format` = csv (default) or xlsx. Columns Short URL, Long URL, Title, Clicks. Files over 4 MB are answered as JSON {url, filename}: a presigned download URL valid 15 minutes. Campaigns over 20,000 links are exported by the bulk worker: the call answers 202 {message} until the file is ready (ask again every few seconds), then {url, filename}.",
    tags: ['campaigns'],
    query: exportCampaignQuerySchema,
    queryDocs: {
      format: '`csv` (default) or `xlsx`',
    },
    responses: {
      200: [
        'The file (CSV or XLSX, Content-Disposition attachment), or {url, filename} for a big one',
        { files: SPREADSHEET_FILES, json: exportDownloadSchema },
      ],
      202: ['A big export is being prepared: ask again in a few seconds', messageSchema],
    },
    errors: { 400: 'Unknown format', 404: 'Campaign not found' },
  },
});
