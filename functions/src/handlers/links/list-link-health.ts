import { listLinkHealth } from '#core/health/list-link-health.js';
import { linkHealthOperations } from '@kisa/shared/api/operations/link-health';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(linkHealthOperations.listLinkHealth, async ({ caller }) => ({ body: await listLinkHealth(caller) }));
