import { createImportSchema, exportDownloadSchema, importJobSchema, importListSchema, startImportSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/**
 * Imports from Bitly, Rebrandly, Short.io, Dub, Kutt, Shlink, YOURLS or a file (team owners):
 * create (reads the source, builds the preview), start, follow, cancel, download the mapping.
 */
export const importOperations = declareOperations({
  createImport: {
    method: 'POST',
    path: '/api/imports',
    auth: 'user',
    scope: 'imports:write',
    uses: ['table', 'importQueue', 'exports'],
    capability: 'imports',
    summary:
      "Start reading a source (team owners): the import worker reads its links page by page within the source's rate limits, checks each (code, destination, domain) and stages them; poll GET /api/imports/{id} until status `ready` for the preview, then POST …/start. The token is kept for the run only.",
    tags: ['imports'],
    body: createImportSchema,
    idempotent: true,
    responses: { 202: ['Reading the source', importJobSchema] },
    errors: {
      400: 'A missing token, API URL or file; a file that is not a CSV with a header row or a JSON array of links; an unknown domain',
      403: 'Not a team owner',
      409: 'Another import of the team is running',
      413: 'Body over 10 MB',
    },
  },
  listImports: {
    method: 'GET',
    path: '/api/imports',
    auth: 'user',
    scope: 'imports:read',
    uses: ['tableRead'],
    capability: 'imports',
    summary: "The team's imports, newest first (the last 50)",
    tags: ['imports'],
    responses: { 200: ['Imports', importListSchema] },
  },
  getImport: {
    method: 'GET',
    path: '/api/imports/{id}',
    auth: 'user',
    scope: 'imports:read',
    uses: ['tableRead'],
    capability: 'imports',
    summary: 'One import: status, progress (poll it), the preview (counts, conflicts, domains with their DNS records) and, when done, the report',
    tags: ['imports'],
    responses: { 200: ['The import', importJobSchema] },
    errors: { 404: "Import not found (or another team's)" },
  },
  startImport: {
    method: 'POST',
    path: '/api/imports/{id}/start',
    auth: 'user',
    scope: 'imports:write',
    uses: ['table', 'importQueue', 'domains', 'edgeDomains'],
    capability: 'imports',
    summary:
      'Write the previewed links (team owners): per source domain keep (same host, ownership verified by its TXT record first), move or skip; conflicts skipped or given new codes. Resumable and idempotent: links an earlier run wrote are left as they are.',
    tags: ['imports'],
    body: startImportSchema,
    responses: { 202: ['Importing', importJobSchema] },
    errors: {
      400: 'A domain choice naming no domain of the preview, or an unknown target domain',
      403: 'Not a team owner',
      404: 'Import not found',
      409: "Not ready (still reading, started or finished), or a kept domain's ownership not verified yet",
    },
  },
  cancelImport: {
    method: 'POST',
    path: '/api/imports/{id}/cancel',
    auth: 'user',
    scope: 'imports:write',
    uses: ['table'],
    capability: 'imports',
    summary: 'Stop an import (team owners): links written so far stay; the token is dropped',
    tags: ['imports'],
    responses: { 200: ['Cancelled', importJobSchema] },
    errors: { 403: 'Not a team owner', 404: 'Import not found', 409: 'The import has finished' },
  },
  downloadImportMapping: {
    method: 'GET',
    path: '/api/imports/{id}/mapping',
    auth: 'user',
    scope: 'imports:read',
    uses: ['tableRead', 'exports'],
    capability: 'imports',
    summary:
      'The mapping file (CSV): one row per source link — old short URL, new short URL, destination, status (imported, already imported, new code, skipped) and the reason for a skip. Ready once the links are written.',
    tags: ['imports'],
    responses: {
      200: [
        'The CSV (Content-Disposition attachment), or {url, filename} for one over 4 MB: a presigned download URL valid 15 minutes',
        { files: ['text/csv'], json: exportDownloadSchema },
      ],
    },
    errors: { 404: 'Import not found', 409: 'The links are not written yet' },
  },
});
