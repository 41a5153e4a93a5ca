import type { ReportAnswer, ReportInput } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/public/reports: anyone reports a short link; 201 {message}, 404 unknown
 * link, 429 too many reports — or 200 {message, candidates} when a bare code is on several
 * domains and nothing was reported yet.
 */
export const reportLink = (report: ReportInput) => api.post<ReportAnswer>('/api/public/reports', report);
