import { listAlerts } from '#core/alerts/alert-rules.js';
import { alertOperations } from '@kisa/shared/api/operations/alerts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(alertOperations.listAlerts, async ({ caller }) => ({ body: await listAlerts(caller) }));
