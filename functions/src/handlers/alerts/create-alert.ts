import { createAlert } from '#core/alerts/alert-rules.js';
import { alertOperations } from '@kisa/shared/api/operations/alerts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(alertOperations.createAlert, async ({ caller, body }) => ({ status: 201, body: await createAlert(caller, body) }));
