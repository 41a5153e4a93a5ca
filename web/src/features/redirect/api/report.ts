import type { ReportInput } from '@kisa/shared';
import { apiCall } from '@/lib/api-calls';

/**
 * POST /api/public/reports: anyone reports a short link; 201 {message}, 404 unknown
 * link, 429 too many reports — or 200 {message, candidates} when a bare code is on several
 * domains and nothing was reported yet.
 */
export const reportLink = (report: ReportInput) => apiCall('POST', '/api/public/reports', { body: report });
