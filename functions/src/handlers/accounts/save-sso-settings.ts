import { saveSsoSettings } from '#core/sso/sso-settings.js';
import { ssoOperations } from '@kisa/shared/api/operations/sso';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(ssoOperations.saveSsoSettings, async ({ caller, body }) => ({ body: await saveSsoSettings(caller, body) }));
