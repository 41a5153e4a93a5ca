import { getLinkForCaller } from '../../domain/links/get-link.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async ({ caller, params }) => ({ body: await getLinkForCaller(caller, params.id) }), { auth: 'user' });
