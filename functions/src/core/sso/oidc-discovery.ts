import { SSO_MSG } from '@kisa/shared';
import type { OidcProviderRecord } from '#data/sso/sso-config-item.js';
import { badRequest } from '#lib/errors.js';
import { isSecureProviderUrl, providerJson } from './oidc-http.js';

export type DiscoveredProvider = Pick<
  OidcProviderRecord,
  'issuer' | 'authorizationEndpoint' | 'tokenEndpoint' | 'jwksUri' | 'userinfoEndpoint' | 'tokenAuthMethod'
>;

/**
 * Reads an OpenID Provider's discovery document (`{issuer}/.well-known/openid-configuration`)
 * when an owner saves the settings, and keeps what sign-ins need. Refused: an unreadable
 * document, an `issuer` other than the one given (OpenID Connect Discovery 1.0 §4.3: it must be
 * identical), an endpoint that is not https, a provider that offers neither client_secret_basic
 * nor client_secret_post, or one without the authorization code flow or S256 PKCE when it lists them.
 */
export async function discoverProvider(issuer: string): Promise<DiscoveredProvider> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  if (!isSecureProviderUrl(url)) throw badRequest(SSO_MSG.discoveryInsecure('issuer'));
  const answer = await providerJson(url);
  if (answer === 'unreachable' || answer?.status !== 200) throw badRequest(SSO_MSG.discoveryFailed(url));
  const doc = answer.json;
  if (doc.issuer !== issuer) throw badRequest(SSO_MSG.discoveryIssuerMismatch(issuer, typeof doc.issuer === 'string' ? doc.issuer : '(none)'));
  const endpoint = (field: string): string => {
    const value = doc[field];
    if (typeof value !== 'string' || !isSecureProviderUrl(value)) throw badRequest(SSO_MSG.discoveryInsecure(field));
    return value;
  };
  const listed = (field: string): string[] | null => (Array.isArray(doc[field]) ? (doc[field] as unknown[]).filter((v) => typeof v === 'string') : null);
  // Discovery's default when absent is client_secret_basic.
  const methods = listed('token_endpoint_auth_methods_supported') ?? ['client_secret_basic'];
  const tokenAuthMethod = methods.includes('client_secret_basic')
    ? 'client_secret_basic'
    : methods.includes('client_secret_post')
      ? 'client_secret_post'
      : null;
  if (!tokenAuthMethod) throw badRequest(SSO_MSG.discoveryUnsupported('client_secret_basic or client_secret_post'));
  const responseTypes = listed('response_types_supported');
  if (responseTypes && !responseTypes.includes('code')) throw badRequest(SSO_MSG.discoveryUnsupported('the authorization code flow'));
  const pkce = listed('code_challenge_methods_supported');
  if (pkce && !pkce.includes('S256')) throw badRequest(SSO_MSG.discoveryUnsupported('PKCE with S256'));
  return {
    issuer,
    authorizationEndpoint: endpoint('authorization_endpoint'),
    tokenEndpoint: endpoint('token_endpoint'),
    jwksUri: endpoint('jwks_uri'),
    ...(doc.userinfo_endpoint !== undefined ? { userinfoEndpoint: endpoint('userinfo_endpoint') } : {}),
    tokenAuthMethod,
  };
}
