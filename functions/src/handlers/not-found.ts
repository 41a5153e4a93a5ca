import { notFound } from '#lib/errors.js';
import { apiHandler } from './api-handler.js';

/** Every /api/* request no route matched. */
export const handler = apiHandler(
  async () => {
    throw notFound();
  },
  { auth: 'public' },
);
