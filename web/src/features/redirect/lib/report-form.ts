import { MSG } from '@kisa/shared';

/** The report form's fields, in form order. */
export const REPORT_FIELDS = ['link', 'reason', 'details', 'contact'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

/** Which field a message of `checkReportForm` (or the API's answer) is about. Pure; unit-tested. */
export function reportFieldOf(message: string): ReportField | null {
  switch (message) {
    case MSG.reportLinkRequired:
    case MSG.linkNotFound:
      return 'link';
    case MSG.reportReasonInvalid:
      return 'reason';
    case MSG.reportDetailsTooLong:
    case MSG.reportDetailsInvalid:
      return 'details';
    case MSG.invalidEmail:
      return 'contact';
    default:
      return null;
  }
}

/** The short link a `/report` address names: `?link=` (the redirect's warning page) or `?code=`. */
export function prefilledLink(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('link') ?? params.get('code') ?? '').trim().slice(0, 400);
}
