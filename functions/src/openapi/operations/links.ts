import {
  availabilitySchema,
  createLinkSchema,
  linkGateSchema,
  linkPageSchema,
  linkPatchSchema,
  promoteVariantSchema,
  linkSchema,
  messageSchema,
  pageTitleResultSchema,
  pageTitleSchema,
  PREVIEW_IMAGE_MAX_BYTES,
  previewImageRequestSchema,
  previewImageUploadSchema,
  statsSchema,
  unlockedSchema,
  unlockSchema,
} from '@kisa/shared';
import type { OperationDoc } from '../operation-doc.js';

/** Short links, the dashboard counters, page titles and the password gate. */
export const linkOperations: Record<string, OperationDoc> = {
  'GET /api/links': {
    summary: "The team's links, newest first; with `q`, only those whose title, alias or target contains it",
    tags: ['links'],
    query: [
      {
        name: 'q',
        description:
          "Search: any part of the title, the alias or the target, case-insensitive (trimmed, first 200 characters). Answered from the team's search index (docs/DATA-MODEL.md, Search shards), which in AWS may show a link created or edited a moment ago a moment later",
      },
      { name: 'page', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1 } },
      { name: 'limit', description: 'Links per page (default 10, at most 100)', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      {
        name: 'tagId',
        description: 'Only links carrying any of these tags (issue 26): repeat it or separate ids with commas, at most 10; combines with `q`. Answered from the search index like `q`',
        schema: { type: 'array', items: { type: 'string' } },
      },
    ],
    responses: { 200: ['One page of links; `total` counts all links (or all matches of `q` and `tagId`)', linkPageSchema] },
    errors: { 400: 'More than 10 tags in `tagId`' },
  },
  'POST /api/links': {
    summary: 'Create a link (title defaults to the target host name)',
    tags: ['links'],
    body: createLinkSchema,
    responses: { 201: ['Link created', linkSchema] },
    errors: { 400: 'Invalid target, alias or title', 409: 'Alias already taken' },
  },
  'GET /api/links/availability': {
    summary: 'Whether query `alias` can be taken (invalid or reserved aliases answer false with the reason)',
    tags: ['links'],
    query: [
      { name: 'alias', description: 'The alias to check (missing: an empty one, which the rules then refuse)' },
      { name: 'domain', description: "The domain it would go on: one of the team's verified hosts, or empty for the platform's (missing: the team's default domain)" },
    ],
    responses: { 200: ['Answer', availabilitySchema] },
  },
  'GET /api/links/{id}': {
    summary: "One of the team's links",
    tags: ['links'],
    responses: { 200: ['The link', linkSchema] },
    errors: { 404: "No such link in the caller's team" },
  },
  'PATCH /api/links/{id}': {
    summary:
      'Change any subset of title, alias, target, redirects, password, UTM, expiry, targeting rules, split, social preview and indexing (null or "" clears an optional value). A preview\'s `image` is the `imageUrl` of POST /api/links/{id}/preview-image, once the file is uploaded: it is read back and must be the PNG, JPEG, WebP or GIF it was declared as, at most 5 MB',
    tags: ['links'],
    body: linkPatchSchema,
    responses: { 200: ['The updated link', linkSchema] },
    errors: { 400: "Invalid input, enabling a password without one, or a preview image that is not this link's uploaded image", 404: "No such link in the caller's team", 409: 'Alias already taken' },
  },
  'POST /api/links/{id}/split/promote': {
    summary: "End the link's A/B split (issue 27) by promoting a variant: its destination becomes the link's target and the split goes. The variants' clicks keep their ids in analytics",
    tags: ['links'],
    body: promoteVariantSchema,
    responses: { 200: ['The link, its split ended', linkSchema] },
    errors: { 400: 'The link has no split, or no such variant', 404: "No such link in the caller's team" },
  },
  'DELETE /api/links/{id}': {
    summary: 'Delete a link (its short URL stops resolving)',
    tags: ['links'],
    responses: { 200: ['Deleted', messageSchema] },
    errors: { 404: "No such link in the caller's team" },
  },
  'POST /api/links/{id}/preview-image': {
    summary: `Where to upload the link's social preview image (issue 27): a presigned PUT to the app's bucket for a PNG, JPEG, WebP or GIF of the declared size (at most ${PREVIEW_IMAGE_MAX_BYTES / 1024 / 1024} MB; type and size are signed), working for 15 minutes, and the image's URL on the app's CDN. Then PATCH the link with \`preview.image\` = \`imageUrl\``,
    tags: ['links'],
    body: previewImageRequestSchema,
    responses: { 201: ['Upload it there', previewImageUploadSchema] },
    errors: { 400: 'Not a PNG, JPEG, WebP or GIF type, empty, or larger than 5 MB', 404: "No such link in the caller's team" },
  },
  'POST /api/page-title': {
    summary: 'Fetch the <title> of a public web page (5 s limit, at most 3 redirects, 512 KB read)',
    tags: ['links'],
    body: pageTitleSchema,
    responses: { 200: ['The title', pageTitleResultSchema] },
    errors: {
      400: 'Invalid URL',
      422: 'The page could not be fetched or has no title — also the answer for an address that is not public (private, loopback, link-local, metadata, …), so nobody can tell those from names that do not resolve',
      504: 'The page did not answer within 5 s',
    },
  },
  'GET /api/stats': {
    summary: "The team's dashboard counters",
    tags: ['links'],
    responses: { 200: ['Counters', statsSchema] },
  },
  'GET /api/public/links/{code}/gate': {
    summary: 'What the password gate (`/loginurl/{code}`) needs before asking for a password: whether the code is a link and whether a visit meets the gate now (an expired link does not). Nothing more: no destination, no hash',
    tags: ['links'],
    query: [{ name: 'domain', description: 'The branded domain the link is on (issue 25; the gate is reached as `/loginurl/{code}?domain={host}`); absent: the platform short domain' }],
    responses: { 200: ['The link exists', linkGateSchema] },
    errors: { 404: 'Link not found' },
  },
  'POST /api/public/unlock': {
    summary: "Unlock a password-protected short link: answers the visitor's destination (device target, UTM merged) and counts the click",
    tags: ['links'],
    body: unlockSchema,
    responses: {
      200: ['Where to go; `deeplink` (mobile visitors of links with one) is tried first, `location` after ~1.5 s. An expired link answers its expiration location.', unlockedSchema],
    },
    errors: { 400: 'All fields are required', 401: 'Wrong password (also a code or password too long to be one)', 404: 'Unknown short link', 410: 'The link was disabled by a moderator', 429: 'Too many wrong passwords: 5 per 5 minutes per client address and link, or 100 per 15 minutes on the link from all addresses (Retry-After: seconds until the next try)' },
    setsCookie: true,
  },
};
