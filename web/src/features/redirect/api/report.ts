import type { MessageResponse, ReportInput } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/** POST /api/public/reports: anyone reports a short link (issue 22); 201 {message}, 404 unknown link, 429 too many reports. */
export const reportLink = (report: ReportInput) => api.post<MessageResponse>('/api/public/reports', report);
