import { randomBytes } from 'node:crypto';
import { generateServiceProviderMetadata, SAML, type CacheProvider, ValidateInResponseTo } from '@node-saml/node-saml';
import type { SamlProviderRecord } from '#data/sso/sso-config-item.js';
import { beginSsoAttempt } from './sso-state.js';
import { ssoServiceUrls } from './sso-urls.js';

/**
 * Kisa as a SAML 2.0 service provider (node-saml): one entity ID and one assertion consumer
 * service for every team (sso-urls.ts); which team an answer belongs to comes from the attempt
 * its RelayState names, and the signed assertion must answer that attempt's request.
 */

/** How far the identity provider's clock may be from ours. */
export const SAML_CLOCK_SKEW_MS = 60_000;

/** Kisa's names as a service provider: its entity ID (audience) and where answers are posted. */
export function samlServiceProvider(): { entityId: string; acsUrl: string } {
  const urls = ssoServiceUrls();
  return { entityId: urls.samlEntityId, acsUrl: urls.samlAcsUrl };
}

/** The service provider's metadata document, to give the identity provider. */
export function samlServiceProviderMetadata(): string {
  const sp = samlServiceProvider();
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: null,
    wantAssertionsSigned: true,
  });
}

/**
 * node-saml for one team's provider. `requestId`: the ID of the request an answer must be in
 * response to (the attempt, already taken: single use), so node-saml's InResponseTo checks —
 * of the Response and of the signed assertion's SubjectConfirmationData — accept that ID only.
 */
export function samlClient(provider: SamlProviderRecord, requestId?: string, requestIdCreated = Date.now()): SAML {
  const sp = samlServiceProvider();
  return new SAML({
    entryPoint: provider.ssoUrl,
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    idpIssuer: provider.idpEntityId,
    idpCert: provider.certificates,
    // Either the Response or the Assertion must carry a valid signature by the provider.
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: oneRequest(requestId, requestIdCreated),
    requestIdExpirationPeriodMs: 10 * 60_000,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    // Let the provider choose its NameID format and how the person proves who they are (its MFA included).
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    generateUniqueId: () => `_${randomBytes(20).toString('hex')}`,
  });
}

/** A request-ID "cache" holding one ID: the one the attempt was taken for (the store is the attempt itself). */
function oneRequest(requestId: string | undefined, createdAt: number): CacheProvider {
  const created = new Date(createdAt).toISOString();
  return {
    saveAsync: async (_key, value) => ({ value, createdAt }),
    getAsync: async (key) => (requestId !== undefined && key === requestId ? created : null),
    removeAsync: async () => null,
  };
}

/**
 * Starts a SAML sign-in for the team: an AuthnRequest (HTTP-Redirect binding) with a fresh ID,
 * kept with the team in a single-use attempt (10 minutes) whose state travels as RelayState.
 * Answers where to send the browser, and the value of the cookie binding the attempt to it.
 */
export async function startSamlSignIn(teamId: string, provider: SamlProviderRecord): Promise<{ redirectUrl: string; browser: string }> {
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const { state, browser } = await beginSsoAttempt('saml', { teamId, requestId });
  const client = samlClient(provider);
  client.options.generateUniqueId = () => requestId;
  const redirectUrl = await client.getAuthorizeUrlAsync(state, undefined, {});
  return { redirectUrl, browser };
}
