import {
  messageSchema,
  putReportSubscriptionSchema,
  REPORT_TAGS_MAX,
  reportSubscriptionSchema,
  reportUnsubscribeBodySchema,
  reportUnsubscribeQuerySchema,
} from '../../index.js';
import { declareOperations, REDIRECT_ANSWER } from '../operation.js';

const tokenDocs = { token: 'The signed token of the report mail’s unsubscribe link (List-Unsubscribe)' };

/**
 * E-mail reports: each member's own subscription (their account's, like their profile: account scopes, so
 * a viewer chooses theirs too and no API key changes it), and the one-click unsubscribe of the mail (RFC 8058).
 */
export const reportOperations = declareOperations({
  getReportSubscription: {
    method: 'GET',
    path: '/api/reports/subscription',
    auth: 'user',
    scope: 'account:read',
    uses: ['tableRead'],
    capability: 'reports',
    summary: "The caller's e-mail report in this team: how often (none, weekly, monthly), what it covers, the time zone of its periods and the next period",
    tags: ['reports'],
    responses: { 200: ['The subscription (frequency `none` when never chosen)', reportSubscriptionSchema] },
  },
  putReportSubscription: {
    method: 'PUT',
    path: '/api/reports/subscription',
    auth: 'user',
    scope: 'account:write',
    uses: ['table'],
    capability: 'reports',
    summary: `Choose the caller's e-mail report in this team: weekly (each calendar week, Monday to Sunday) or monthly (each calendar month) in \`tz\`, mailed the morning after the period ends; none stops them. It covers the team, one of its campaigns, or the links carrying any of up to ${REPORT_TAGS_MAX} of its tags: clicks, unique clicks, the change over the previous period, top links, countries, devices and conversions, with a chart`,
    tags: ['reports'],
    body: putReportSubscriptionSchema,
    responses: { 200: ['The subscription as saved', reportSubscriptionSchema] },
    errors: { 400: 'Unknown frequency, time zone or language, no campaign or tags for such a scope', 404: 'Campaign not found (in this team)' },
  },
  unsubscribeReports: {
    method: 'POST',
    path: '/api/reports/unsubscribe',
    auth: 'public',
    uses: ['table', 'authKey'],
    capability: 'reports',
    summary:
      'One-click unsubscribe (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` to the address in the report’s List-Unsubscribe header, without signing in; the token names the subscription and is signed. Answers the same whether or not it was still subscribed',
    tags: ['reports'],
    query: reportUnsubscribeQuerySchema,
    queryDocs: tokenDocs,
    body: reportUnsubscribeBodySchema,
    formBody: true,
    crossSiteForm: true,
    responses: { 200: ['No more reports for this member in this team', messageSchema] },
    errors: { 400: 'The token is malformed or its signature does not hold' },
  },
  showReportUnsubscribe: {
    method: 'GET',
    path: '/api/reports/unsubscribe',
    auth: 'public',
    uses: [],
    capability: 'reports',
    summary:
      'Where the unsubscribe link leads a browser: a redirect to the app’s confirmation page, whose button posts the unsubscribe (a GET changes nothing, so link scanners unsubscribe nobody)',
    tags: ['reports'],
    query: reportUnsubscribeQuerySchema,
    queryDocs: tokenDocs,
    responses: { 303: ['To the confirmation page', REDIRECT_ANSWER] },
  },
});
