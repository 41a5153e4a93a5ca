import {
  analyticsQuerySchema,
  visitorsExportQuerySchema,
  visitorsQuerySchema,
  ANALYTICS_FILTERS,
  ANALYTICS_PAGE_SIZE,
  ANALYTICS_TAG_PARAM,
  TAG_FILTER_MAX,
  analyticsSchema,
  exportDownloadSchema,
  MAX_ANALYTICS_DAYS,
  NONE_VALUE,
  visitorPageSchema,
  VISITORS_LIMIT_MAX,
  visitorExportJobSchema,
  XLSX_MAX_ROWS,
} from '../../index.js';
import { declareOperations, SPREADSHEET_FILES } from '../operation.js';

/** What each analytics query parameter means (their types and bounds come from the query schemas). */
export const analyticsQueryDocs: Record<string, string> = Object.fromEntries([
  ['from', 'First day of the range (YYYY-MM-DD), a calendar day in `tz`'],
  ['to', `Last day of the range (YYYY-MM-DD), included; at most ${MAX_ANALYTICS_DAYS} days after \`from\``],
  ['tz', "The viewer's IANA time zone (e.g. Europe/Istanbul): days start at local midnight"],
  ...ANALYTICS_FILTERS.map((name) => [
    name,
    name === 'ruleId' || name === 'variantId'
      ? `Only clicks the link's ${name === 'ruleId' ? 'targeting rule' : 'A/B split variant'} with this id sent (ids are unique within a link, so combine with \`linkId\`); \`${NONE_VALUE}\` selects clicks no ${name === 'ruleId' ? 'rule' : 'variant'} sent`
      : name === 'domain'
        ? "Only clicks of links on this domain (AND with the other filters): a branded domain's host (its ASCII or Unicode form), or the platform's short domain by its host (as the `domain` ranking names it; clicks logged before branded domains existed count as the platform's)"
        : `Only clicks whose ${name === 'country' ? 'country code' : name} is this (AND with the other filters); \`${NONE_VALUE}\` selects clicks where it is unknown${name === 'linkId' || name === 'campaignId' ? ". Another team's id answers 404" : ''}`,
  ]),
  [
    ANALYTICS_TAG_PARAM,
    `Only clicks of links that carried any of these tags when clicked (AND with the other filters): tag ids, the parameter repeated or ids separated by commas, at most ${TAG_FILTER_MAX}. A click records its link's tags at click time, so a tag selects the clicks from when it was put on the link; a deleted tag's id still selects the clicks that recorded it`,
  ],
]);

/** Click analytics and the visitor log. */
export const analyticsOperations = declareOperations({
  getAnalytics: {
    method: 'GET',
    path: '/api/analytics',
    auth: 'user',
    scope: 'analytics:read',
    uses: ['tableRead', 'athena'],
    capability: 'analytics',
    summary:
      "Analytics of the team's clicks in a range of the viewer's calendar days: totals and the previous period of the same length, clicks by date (by hour for a one-day range; every day present), rankings by browser, os, device, country, city, referrer and source (at most 100 each), the links ranked by clicks, the domains they were visited on (`domain`: the platform's short domain named by its host and marked `platform`), the breakdown by tag (`tags`: clicks and unique clicks per tag the links carried when clicked — a click counts for each of its tags; named as the team names them now, deleted tags left out; at most 100), and by what sent the visitor: `rules` (the targeting rule that held first) and `variants` (the A/B split variant), each named from its link as it is now. Conversions of the range's clicks, counted on each click's date: `conversions` and `previousConversions` (conversions, converting clicks, rate, revenue per currency), `byDate[].conversions`, and conversions, converting clicks and revenue on every ranking entry; a campaign's figures are those of the `campaignId` filter. Bots are left out of every figure and counted in botsExcluded. Unique clicks are first clicks of a visitor on a link, as on the dashboard.",
    tags: ['analytics'],
    query: analyticsQuerySchema,
    queryDocs: {
      ...analyticsQueryDocs,
      stale:
        '`1`: when the current figures are not cached, answer at once the last answer of the same question if it is at most an hour old (`stale: true`, computed at `asOf`) instead of waiting for the engine; ask again without it for the current figures',
    },
    responses: { 200: ['Every panel of the analytics page', analyticsSchema] },
    errors: {
      400: 'Bad range, time zone, filter value, more than 10 tags in `tagId`, or an unknown parameter',
      404: 'Link or campaign not found (in this team)',
      503: 'Still loading the click log (a first start over a large log): try again in a few seconds',
    },
  },
  listVisitors: {
    method: 'GET',
    path: '/api/analytics/visitors',
    auth: 'user',
    scope: 'analytics:read',
    uses: ['tableRead', 'athena'],
    capability: 'analytics',
    summary: `The visitor log of the same scope, newest first, ${ANALYTICS_PAGE_SIZE} per page by default (bots left out); each row with the tags its link carried when clicked (\`tags\`, current names; deleted tags left out) and what the click led to: \`conversions\` and \`revenue\` per currency (minor units)`,
    tags: ['analytics'],
    query: visitorsQuerySchema,
    queryDocs: { ...analyticsQueryDocs, page: 'Page number, from 1', limit: `Rows per page (default ${ANALYTICS_PAGE_SIZE}, at most ${VISITORS_LIMIT_MAX})` },
    responses: { 200: ['A page of the visitor log', visitorPageSchema] },
    errors: {
      400: 'Bad range, time zone, filter, page or limit',
      404: 'Link or campaign not found (in this team)',
      503: 'Still loading the click log (a first start over a large log): try again in a few seconds',
    },
  },
  exportVisitors: {
    method: 'GET',
    path: '/api/analytics/visitors/export',
    auth: 'user',
    scope: 'visitors:export',
    // bulkQueue + exportJobs: a big export is started as a background job on the bulk worker.
    uses: ['tableRead', 'athena', 'exports', 'bulkQueue', 'exportJobs'],
    capability: 'analytics',
    summary: `Every row of the visitor log of the scope as a file: \`format\` = xlsx (default) or csv. Files over 4 MB are answered as JSON {url, filename}: a presigned download URL valid 15 minutes. A range with more visitors than one call can write (50,000 by default) is exported by a background job: the call answers 202 with the job, to follow at /api/analytics/visitors/exports/{id} until its file is ready. XLSX holds at most ${XLSX_MAX_ROWS.toLocaleString('en-US')} rows (Excel's limit): a bigger range answers 400, to export as CSV.`,
    tags: ['analytics'],
    query: visitorsExportQuerySchema,
    queryDocs: { ...analyticsQueryDocs, format: 'xlsx (default) or csv' },
    responses: {
      200: [
        'The file (XLSX or CSV, Content-Disposition attachment), or {url, filename} for a big one',
        { files: SPREADSHEET_FILES, json: exportDownloadSchema },
      ],
      202: ['A big export, started as a background job: follow it at /api/analytics/visitors/exports/{id}', visitorExportJobSchema],
    },
    errors: {
      400: 'Bad range, time zone, filter or format; XLSX of more rows than Excel holds',
      404: 'Link or campaign not found (in this team)',
      503: 'Still loading the click log (a first start over a large log): try again in a few seconds',
    },
  },
  getVisitorsExport: {
    method: 'GET',
    path: '/api/analytics/visitors/exports/{id}',
    auth: 'user',
    scope: 'visitors:export',
    uses: ['tableRead', 'exports', 'exportJobs'],
    capability: 'analytics',
    summary:
      "A background visitor export of the caller's team: its status, rows written of the range's total and percent done; once `done`, a presigned download URL (valid 15 minutes: ask again for a fresh one); once `failed`, why. Ask every few seconds. Jobs are kept 7 days.",
    tags: ['analytics'],
    responses: { 200: ['The export job', visitorExportJobSchema] },
    errors: { 404: "Export not found (or another team's, or older than 7 days)" },
  },
});
