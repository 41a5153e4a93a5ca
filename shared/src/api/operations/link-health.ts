import { linkHealthListSchema, linkHealthSettingsPatchSchema, linkHealthSettingsSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/**
 * Destination health: the team's links whose destinations are broken or about to be, and the
 * team's settings for it (a default fallback URL, who besides owners is told). Served by the
 * links function: the list reads the team's rows, the settings one item.
 */
export const linkHealthOperations = declareOperations({
  listLinkHealth: {
    method: 'GET',
    path: '/api/link-health',
    auth: 'user',
    scope: 'links:read',
    uses: ['tableRead'],
    capability: 'links',
    summary:
      "The team's links whose destinations are broken (longest broken first), then those whose certificate expires within 14 days; healthy links are not listed",
    tags: ['links'],
    responses: { 200: ['Link health', linkHealthListSchema] },
  },
  getLinkHealthSettings: {
    method: 'GET',
    path: '/api/link-health/settings',
    auth: 'user',
    scope: 'team:read',
    uses: ['tableRead'],
    capability: 'links',
    summary: "The team's default fallback URL and the members told of broken links besides its owners",
    tags: ['links'],
    responses: { 200: ['Link health settings', linkHealthSettingsSchema] },
  },
  updateLinkHealthSettings: {
    method: 'PUT',
    path: '/api/link-health/settings',
    auth: 'user',
    scope: 'team:write',
    uses: ['table'],
    capability: 'links',
    summary: "Set the team's default fallback URL (null: none) and the members told of broken links (owners always are)",
    tags: ['links'],
    body: linkHealthSettingsPatchSchema,
    responses: { 200: ['Link health settings saved', linkHealthSettingsSchema] },
    errors: { 400: 'An invalid URL, a Kisa short link, or a member not of the team', 403: 'Not a team owner or admin' },
  },
});
