import { adminStatsSchema, adminUserPatchSchema, adminUserRowSchema, adminUsersPageSchema } from '@kisa/shared';
import type { OperationDoc } from '../operation-doc.js';

/** The admin dashboard: users and platform totals (admins only). */
export const adminOperations: Record<string, OperationDoc> = {
  'GET /api/admin/users': {
    summary: 'All users, newest first, `limit` a page (default 10, at most 100), with the number of users (admins only). Pages go by key: pass the answer\'s `cursor` for the next page (absent on the last). `page` without a cursor still works (it passes over the rows before) and is echoed',
    tags: ['admin'],
    query: [
      { name: 'limit', description: 'Users per page (default 10, at most 100)', schema: { type: 'integer', minimum: 1 } },
      { name: 'cursor', description: 'The `cursor` of the previous page' },
      { name: 'page', description: 'Page number from 1: echoed; without `cursor`, the page found by offset', schema: { type: 'integer', minimum: 1 } },
    ],
    responses: { 200: ['One page of users', adminUsersPageSchema] },
  },
  'PATCH /api/admin/users/{id}': {
    summary: 'Mark a user verified, or disable / enable them (admins only)',
    tags: ['admin'],
    body: adminUserPatchSchema,
    responses: { 200: ['The updated user', adminUserRowSchema] },
    errors: { 400: 'Invalid input, or disabling yourself', 404: 'No such user' },
  },
  'GET /api/admin/stats': {
    summary: 'Platform totals for the admin dashboard (admins only)',
    tags: ['admin'],
    responses: { 200: ['Totals', adminStatsSchema] },
  },
};
