import { deleteAlert } from '#core/alerts/alert-rules.js';
import { alertOperations } from '@kisa/shared/api/operations/alerts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(alertOperations.deleteAlert, async ({ caller, params }) => ({ body: await deleteAlert(caller, params.id) }));
