import { SSO_MSG } from '@kisa/shared';
import { deleteSsoSettings } from '#core/sso/sso-settings.js';
import { ssoOperations } from '@kisa/shared/api/operations/sso';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(ssoOperations.deleteSsoSettings, async ({ caller }) => {
  await deleteSsoSettings(caller);
  return { body: { message: SSO_MSG.turnedOff } };
});
