import { SSO_PATHS } from '@kisa/shared';
import { config } from '#lib/config.js';

/** The addresses an identity provider is given for Kisa: where it sends the browser back, and the SAML service provider's names. */
export function ssoServiceUrls(): { oidcRedirectUrl: string; samlAcsUrl: string; samlEntityId: string; samlMetadataUrl: string } {
  const base = config.app().appUrl;
  return {
    oidcRedirectUrl: `${base}${SSO_PATHS.oidcCallback}`,
    samlAcsUrl: `${base}${SSO_PATHS.samlAcs}`,
    samlEntityId: `${base}${SSO_PATHS.samlMetadata}`,
    samlMetadataUrl: `${base}${SSO_PATHS.samlMetadata}`,
  };
}
