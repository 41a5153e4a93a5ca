/**
 * E-mail reports: each member's choice of a weekly or monthly summary of their team's clicks (or of
 * one campaign's, or of some tags'), mailed after each period in their time zone and language.
 * Request schemas in report-schemas.ts, answers in report-responses.ts.
 */

export const REPORT_FREQUENCIES = ['none', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** What a report covers: the whole team, one campaign, or the clicks of links carrying any of some tags. */
export const REPORT_SCOPES = ['team', 'campaign', 'tags'] as const;
export type ReportScopeKind = (typeof REPORT_SCOPES)[number];

/** The most tags one report may follow (the analytics tag filter's own bound). */
export const REPORT_TAGS_MAX = 10;

/** The languages a report is written in (the member's own; English until they choose). */
export const REPORT_LOCALES = ['en', 'tr'] as const;
export type ReportLocale = (typeof REPORT_LOCALES)[number];

/** The one-click unsubscribe route (RFC 8058): the List-Unsubscribe header's address, GET shows a confirmation page. */
export const REPORT_UNSUBSCRIBE_PATH = '/api/reports/unsubscribe';

export const REPORT_MSG = {
  frequencyInvalid: 'Frequency must be one of: none, weekly, monthly',
  scopeInvalid: 'Choose the whole team, one campaign or up to 10 tags',
  campaignRequired: 'Choose the campaign to report on',
  tagsRequired: 'Choose at least one tag to report on',
  localeInvalid: 'Report language must be one of: en, tr',
  unsubscribeTokenInvalid: 'This unsubscribe link is not valid',
  unsubscribed: 'You will no longer receive Kisa reports.',
} as const;
