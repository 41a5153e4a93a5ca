import { adminStatsSchema, listUsersQuerySchema, adminUserPatchSchema, adminUserRowSchema, adminUsersPageSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/** The admin dashboard: users and platform totals (admins only). */
export const adminOperations = declareOperations({
  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    uses: ['table'],
    capability: 'admin',
    summary:
      "All users, newest first, `limit` a page (default 10, at most 100), with the number of users (admins only). Pages go by key: pass the answer's `cursor` for the next page (absent on the last). `page` without a cursor still works (it passes over the rows before) and is echoed",
    tags: ['admin'],
    query: listUsersQuerySchema,
    queryDocs: {
      limit: 'Users per page (default 10, at most 100)',
      cursor: 'The `cursor` of the previous page (one this list did not give out: 400)',
      page: 'Page number from 1: echoed; without `cursor`, the page found by offset',
    },
    responses: { 200: ['One page of users', adminUsersPageSchema] },
    errors: { 400: '`limit` or `page` out of bounds, or a cursor this list did not give out' },
  },
  // webhookQueue: admin actions and reports are announced to admins' moderation endpoints.
  updateUser: {
    method: 'PATCH',
    path: '/api/admin/users/{id}',
    auth: 'admin',
    uses: ['table', 'cognito:AdminEnableUser', 'cognito:AdminUserGlobalSignOut', 'webhookQueue'],
    capability: 'admin',
    summary: "Mark a user verified, disable / enable them, or put them on a plan (`plan`: their API request limits, README's Rate limits) (admins only)",
    tags: ['admin'],
    body: adminUserPatchSchema,
    responses: { 200: ['The updated user', adminUserRowSchema] },
    errors: { 400: 'Invalid input, or disabling yourself', 404: 'No such user' },
  },
  getAdminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    auth: 'admin',
    uses: ['table'],
    capability: 'admin',
    summary: 'Platform totals for the admin dashboard (admins only)',
    tags: ['admin'],
    responses: { 200: ['Totals', adminStatsSchema] },
  },
});
