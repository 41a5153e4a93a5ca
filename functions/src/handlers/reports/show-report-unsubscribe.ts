import { paths } from '@kisa/shared';
import { reportOperations } from '@kisa/shared/api/operations/reports';
import { config } from '#lib/config.js';
import { apiOperation } from '../api-handler.js';

// A GET changes nothing (mail scanners follow links): the app's page asks, and its button posts.
export const handler = apiOperation(reportOperations.showReportUnsubscribe, async ({ query }) => ({
  body: undefined,
  redirect: `${config.app().appUrl}${paths.reportsUnsubscribe}?token=${encodeURIComponent(query.token)}`,
}));
