import {
  analyticsQuerySchema,
  analyticsSchema,
  createdShareSchema,
  createShareSchema,
  messageSchema,
  SHARE_ACCESS_TTL_SECONDS,
  shareAccessSchema,
  shareListSchema,
  sharedDashboardSchema,
  unlockShareSchema,
  visitorPageSchema,
  visitorsQuerySchema,
} from '../../index.js';
import { declareOperations } from '../operation.js';
import { analyticsQueryDocs } from './analytics.js';

const TOKEN_ERRORS = {
  401: 'The share has a password and no valid `X-Share-Access` was sent (unlock it first)',
  404: 'No such shared dashboard',
  410: 'The shared dashboard was revoked, has expired, or what it shows was deleted',
  429: 'Too many requests from this address',
} as const;

const SHARED_SCOPE =
  "Read with the share's token as the credential: only the clicks of what it shares (its link, campaign or tag), ANDed with any filter given, never another team's; every answer carries `X-Robots-Tag: noindex`.";

/**
 * Shared dashboards: a link's, campaign's or tag's analytics by an unguessable URL. Members with
 * `shares:write` make and revoke them; the public routes take the URL's token as their credential.
 */
export const shareOperations = declareOperations({
  createShare: {
    method: 'POST',
    path: '/api/shares',
    auth: 'user',
    scope: 'shares:write',
    uses: ['table'],
    capability: 'shares',
    summary:
      "Share a link's, a campaign's or a tag's analytics by an unguessable URL (`/share/{token}`), optionally with a password and an expiry; the visitor log only with `visitors: true` (which needs `visitors:export`). The token is answered once: only its hash is kept.",
    tags: ['shares'],
    body: createShareSchema,
    idempotent: true,
    shownOnce: ['token', 'url'],
    responses: { 201: ['The share, with its token and URL (shown once)', createdShareSchema] },
    errors: {
      400: 'Bad target, password or expiry',
      403: 'Sharing the visitor log without `visitors:export`',
      404: 'No such link, campaign or tag in this team',
      409: 'The team has too many shares',
    },
  },
  listShares: {
    method: 'GET',
    path: '/api/shares',
    auth: 'user',
    scope: 'analytics:read',
    uses: ['tableRead'],
    capability: 'shares',
    summary: "The team's shared dashboards, newest first, revoked and expired ones included (never a token: it is not kept)",
    tags: ['shares'],
    responses: { 200: ['Shares', shareListSchema] },
  },
  revokeShare: {
    method: 'DELETE',
    path: '/api/shares/{id}',
    auth: 'user',
    scope: 'shares:write',
    uses: ['table'],
    capability: 'shares',
    summary: 'Revoke a shared dashboard: its URL answers 410 from the next request on',
    tags: ['shares'],
    responses: { 200: ['Revoked', messageSchema] },
    errors: { 404: 'No such share in this team' },
  },
  getSharedDashboard: {
    method: 'GET',
    path: '/api/public/shares/{token}',
    auth: 'public',
    // authKey: an access token sent along shows the share's name (share-access key).
    uses: ['table', 'authKey'],
    capability: 'shares',
    summary: `What a shared dashboard shows and whether it asks for a password, before any figures. ${SHARED_SCOPE}`,
    tags: ['shares'],
    responses: { 200: ['The shared dashboard', sharedDashboardSchema] },
    errors: { 404: TOKEN_ERRORS[404], 410: TOKEN_ERRORS[410], 429: TOKEN_ERRORS[429] },
  },
  unlockSharedDashboard: {
    method: 'POST',
    path: '/api/public/shares/{token}/unlock',
    auth: 'public',
    uses: ['table', 'authKey'],
    capability: 'shares',
    summary: `Check a shared dashboard's password: answers an access token for its analytics calls, valid ${SHARE_ACCESS_TTL_SECONDS / 60} minutes. Wrong passwords are limited per address and share.`,
    tags: ['shares'],
    body: unlockShareSchema,
    responses: { 200: ['The access token', shareAccessSchema] },
    errors: { 401: 'Wrong password', 404: TOKEN_ERRORS[404], 410: TOKEN_ERRORS[410], 429: 'Too many wrong passwords: 5 per 5 minutes per address and share' },
  },
  getSharedAnalytics: {
    method: 'GET',
    path: '/api/public/shares/{token}/analytics',
    auth: 'public',
    uses: ['table', 'athena', 'authKey'],
    capability: 'shares',
    summary: `Every panel of the analytics page for a shared dashboard, as \`GET /api/analytics\` answers it. ${SHARED_SCOPE}`,
    tags: ['shares'],
    query: analyticsQuerySchema,
    queryDocs: { ...analyticsQueryDocs, stale: '`1`: an answer up to an hour old is fine at once (first paint)' },
    responses: { 200: ['Every panel of the shared analytics', analyticsSchema] },
    errors: { 400: 'Bad range, time zone or filter', ...TOKEN_ERRORS, 503: 'Still loading the click log: try again in a few seconds' },
  },
  listSharedVisitors: {
    method: 'GET',
    path: '/api/public/shares/{token}/visitors',
    auth: 'public',
    uses: ['table', 'athena', 'authKey'],
    capability: 'shares',
    summary: `The visitor log of a shared dashboard, newest first, when the share allows it (else 403). ${SHARED_SCOPE}`,
    tags: ['shares'],
    query: visitorsQuerySchema,
    queryDocs: { ...analyticsQueryDocs, page: 'Page number, from 1', limit: 'Rows per page' },
    responses: { 200: ['A page of the visitor log', visitorPageSchema] },
    errors: {
      400: 'Bad range, time zone, filter, page or limit',
      403: 'The share does not include the visitor log',
      ...TOKEN_ERRORS,
      503: 'Still loading the click log',
    },
  },
});
