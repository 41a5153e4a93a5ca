import { updateAlert } from '#core/alerts/alert-rules.js';
import { alertOperations } from '@kisa/shared/api/operations/alerts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(alertOperations.updateAlert, async ({ caller, params, body }) => ({ body: await updateAlert(caller, params.id, body) }));
