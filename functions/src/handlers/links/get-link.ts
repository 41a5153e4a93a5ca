import { MSG } from '@kisa/shared';
import { getLink } from '#domain/links/get-link.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiHandler(async ({ caller, params }) => ({ body: await getLink(caller, parseId('record', params.id, MSG.linkNotFound)) }), { auth: 'user' });
