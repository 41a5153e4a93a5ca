import { SSO_MSG } from '@kisa/shared';
import { getSsoConfig, getSsoDomain } from '#data/sso/sso-config-repo.js';
import { AppError } from '#lib/errors.js';
import { startOidcSignIn } from './oidc-sign-in.js';
import { startSamlSignIn } from './saml-service-provider.js';

/**
 * "Sign in with SSO": the team whose verified domain the e-mail is in, and where to send the
 * browser — its provider, with a new single-use attempt. An unknown or unverified domain is a 404
 * (domains are no secret: they are in everyone's e-mail address).
 */
export async function startSsoSignIn(email: string): Promise<{ redirectUrl: string; browser: string }> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const claim = await getSsoDomain(domain);
  const config = claim?.verifiedAt ? await getSsoConfig(claim.teamId) : null;
  if (!claim || !config?.domains.includes(domain)) throw new AppError(404, SSO_MSG.noSsoForDomain);
  if (config.protocol === 'oidc' && config.oidc) return startOidcSignIn(config.teamId, config.oidc);
  if (config.protocol === 'saml' && config.saml) return startSamlSignIn(config.teamId, config.saml);
  throw new AppError(404, SSO_MSG.noSsoForDomain);
}
