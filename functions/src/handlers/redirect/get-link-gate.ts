import { getLinkGate } from '#domain/redirect/get-link-gate.js';
import { apiHandler } from '../api-handler.js';

/** GET /api/public/links/{code}/gate → {passwordRequired, shortLink}; 404 'Link not found' for an unknown code. */
export const handler = apiHandler(async ({ params }) => ({ body: await getLinkGate(params.code ?? '') }), { auth: 'public' });
