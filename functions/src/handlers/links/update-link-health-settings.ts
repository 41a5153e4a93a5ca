import { updateLinkHealthSettings } from '#core/health/link-health-settings.js';
import { linkHealthOperations } from '@kisa/shared/api/operations/link-health';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(linkHealthOperations.updateLinkHealthSettings, async ({ caller, body }) => ({
  body: await updateLinkHealthSettings(caller, body),
}));
