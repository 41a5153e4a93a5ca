import {
  REPORT_MSG,
  REPORT_TAGS_MAX,
  type PutReportSubscriptionInput,
  type ReportFrequency,
  type ReportScopeKind,
  type ReportSubscription,
} from '@kisa/shared';

/** The reports form's values, what it sends, and what it refuses before sending (the server checks the same). */
export interface ReportFormValues {
  frequency: ReportFrequency;
  scope: ReportScopeKind;
  campaignId: string;
  tagIds: string[];
}

export const valuesOf = (sub: ReportSubscription): ReportFormValues => ({
  frequency: sub.frequency,
  scope: sub.scope.kind,
  campaignId: sub.scope.kind === 'campaign' ? sub.scope.campaignId : '',
  tagIds: sub.scope.kind === 'tags' ? sub.scope.tagIds : [],
});

/** The field at fault and its message (the spec's words, as the API says them), or null. */
export function checkReportForm(v: ReportFormValues): { field: 'campaignId' | 'tagIds'; message: string } | null {
  if (v.frequency === 'none') return null;
  if (v.scope === 'campaign' && !v.campaignId) return { field: 'campaignId', message: REPORT_MSG.campaignRequired };
  if (v.scope === 'tags' && v.tagIds.length === 0) return { field: 'tagIds', message: REPORT_MSG.tagsRequired };
  if (v.scope === 'tags' && v.tagIds.length > REPORT_TAGS_MAX) return { field: 'tagIds', message: REPORT_MSG.scopeInvalid };
  return null;
}

/** The PUT body: the scope as chosen (a report of nothing keeps the team scope), the browser's time zone. */
export function inputOf(v: ReportFormValues, tz: string): PutReportSubscriptionInput {
  const scope =
    v.frequency === 'none' || v.scope === 'team'
      ? { kind: 'team' as const }
      : v.scope === 'campaign'
        ? { kind: 'campaign' as const, campaignId: v.campaignId }
        : { kind: 'tags' as const, tagIds: v.tagIds };
  return { frequency: v.frequency, scope, tz };
}
