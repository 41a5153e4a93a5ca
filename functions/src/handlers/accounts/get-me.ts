import { apiHandler } from '../api-handler.js';

// The auth middleware already loaded the caller's profile: that is the answer.
export const handler = apiHandler(async ({ caller }) => ({ body: caller }), { auth: 'user' });
