import { paths, SSO_ERROR_PARAM, SSO_PATHS } from '@kisa/shared';
import { ssoOperations } from '@kisa/shared/api/operations/sso';
import { samlAssertionConsumer } from '#core/sso/saml-sign-in.js';
import { config } from '#lib/config.js';
import { apiOperation } from '../api-handler.js';

// The identity provider's page posts here: the browser goes on to the finish step, or to the sign-in page with why not.
export const handler = apiOperation(ssoOperations.samlAssertionConsumer, async ({ body }) => {
  const outcome = await samlAssertionConsumer(body);
  const { appUrl } = config.app();
  if ('refused' in outcome) return { body: undefined, redirect: `${appUrl}${paths.signin}?${SSO_ERROR_PARAM}=${encodeURIComponent(outcome.refused)}` };
  return { body: undefined, redirect: `${appUrl}${SSO_PATHS.samlFinish}?code=${encodeURIComponent(outcome.code)}` };
});
