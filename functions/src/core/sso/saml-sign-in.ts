import { isEmail, SSO_MSG } from '@kisa/shared';
import { SamlStatusError, type Profile } from '@node-saml/node-saml';
import type { SamlProviderRecord } from '#data/sso/sso-config-item.js';
import { getSsoConfig } from '#data/sso/sso-config-repo.js';
import { useSamlAssertion } from '#data/sso/saml-assertions-repo.js';
import { AppError } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { completeSsoSignIn } from './complete-sso-sign-in.js';
import { checkDestination, checkSignedAssertion, refusalCodeOf, SamlCheckError } from './saml-checks.js';
import { samlClient, samlServiceProvider } from './saml-service-provider.js';
import type { SsoIdentity } from './sso-identity.js';
import { collectCheckedAnswer, holdCheckedAnswer, takeSsoAttempt } from './sso-state.js';

/** The fields an identity provider posts to the assertion consumer service. */
export interface SamlPost {
  SAMLResponse: string;
  RelayState?: string;
}

/** A SAMLResponse (base64) longer than this is refused unread. */
export const SAML_RESPONSE_MAX_CHARS = 400_000;

/**
 * The assertion consumer service: the attempt RelayState names is taken (single use: a replay,
 * an expired or unknown state, or no RelayState — an unsolicited answer — is refused), then the
 * answer is checked against that attempt's team and request: the provider's signature (on the
 * Response or the Assertion), issuer, audience, recipient and destination, time conditions,
 * InResponseTo = the attempt's request ID, and the assertion never used before. Then the answer is
 * held for the browser that began the attempt (finishSamlSignIn). Every refusal is an AppError
 * with a message for the person.
 */
export async function checkSamlAnswer(post: SamlPost): Promise<{ code: string }> {
  // The browser cookie cannot come with a cross-site form POST: the single-use state, and the
  // request ID it holds which the signed assertion must answer, bind the answer to the attempt;
  // the finish step (a top-level GET that brings the cookie) binds it to the browser.
  const attempt = await takeSsoAttempt('saml', post.RelayState, null);
  const config = await getSsoConfig(attempt.teamId);
  if (!config?.saml || config.protocol !== 'saml' || !attempt.requestId) throw new AppError(403, SSO_MSG.notConfigured);
  const identity = await samlIdentity(config.saml, post.SAMLResponse, attempt.requestId);
  return { code: await holdCheckedAnswer(attempt, identity) };
}

/**
 * The finish step: the checked answer held under `code`, taken by the browser that started the
 * attempt (its cookie), signs the person in (completeSsoSignIn).
 */
export async function finishSamlSignIn(code: string | undefined, browser: string | undefined): Promise<{ token: string }> {
  const { teamId, identity } = await collectCheckedAnswer(code, browser);
  const { token } = await completeSsoSignIn(teamId, identity);
  return { token };
}

/** checkSamlAnswer, a refusal answered as its message (the browser is sent to the sign-in page with it). */
export async function samlAssertionConsumer(post: SamlPost): Promise<{ code: string } | { refused: string }> {
  try {
    return await checkSamlAnswer(post);
  } catch (error) {
    if (error instanceof AppError) return { refused: error.message };
    throw error;
  }
}

/** Who the provider's answer says signed in, once every check passed; AppError otherwise. */
export async function samlIdentity(provider: SamlProviderRecord, samlResponse: string, requestId: string): Promise<SsoIdentity> {
  const xml = decodeResponse(samlResponse);
  let profile: Profile | null;
  try {
    // Destination is read from the unsigned envelope: a mismatch refuses, a match proves nothing more.
    checkDestination(xml, samlServiceProvider().acsUrl);
    ({ profile } = await samlClient(provider, requestId).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    if (error instanceof SamlStatusError) throw new AppError(403, SSO_MSG.idpRefused(refusalCodeOf(xml)));
    throw invalid(error);
  }
  if (!profile) throw invalid(new Error('no assertion'));
  let checked: ReturnType<typeof checkSignedAssertion>;
  try {
    checked = checkSignedAssertion(profile.getAssertionXml?.() ?? '', { idpEntityId: provider.idpEntityId, acsUrl: samlServiceProvider().acsUrl });
  } catch (error) {
    throw invalid(error);
  }
  if ((await useSamlAssertion(provider.idpEntityId, checked.assertionId, checked.expiresAt)) === 'replayed') throw invalid(new Error('assertion replayed'));
  return identityOf(provider.idpEntityId, profile);
}

function decodeResponse(samlResponse: string): string {
  if (samlResponse.length > SAML_RESPONSE_MAX_CHARS || !/^[A-Za-z0-9+/=\s]+$/.test(samlResponse)) throw invalid(new Error('not base64, or too long'));
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  // No entities, expanding or external: a SAML answer never declares a DOCTYPE.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalid(new Error('DOCTYPE in the answer'));
  return xml;
}

/** Why it failed is logged (for the team's administrator, with the provider); the person sees one message. */
function invalid(error: unknown): AppError {
  const reason = error instanceof Error ? error.message : String(error);
  logger.warn('SAML answer refused', { reason: reason.slice(0, 300), check: error instanceof SamlCheckError ? error.check : 'node-saml' });
  return new AppError(403, SSO_MSG.idpAnswerInvalid);
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = ['displayName', 'name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name', 'urn:oid:2.16.840.1.113730.3.1.241'];
const GIVEN_NAME = ['givenName', 'firstName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname', 'urn:oid:2.5.4.42'];
const SURNAME = ['sn', 'surname', 'lastName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname', 'urn:oid:2.5.4.4'];
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const TRANSIENT_FORMAT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';

/** The first single text value among the attributes of these names. */
function attribute(profile: Profile, names: readonly string[]): string | undefined {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const value = attributes[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
}

function identityOf(issuer: string, profile: Profile): SsoIdentity {
  const nameId = profile.nameID?.trim();
  if (!nameId) throw invalid(new Error('no NameID'));
  const asserted = attribute(profile, EMAIL_ATTRIBUTES) ?? (profile.nameIDFormat === EMAIL_FORMAT || isEmail(nameId) ? nameId : undefined);
  const email = asserted?.toLowerCase();
  if (!email || !isEmail(email)) throw new AppError(403, SSO_MSG.emailNotVerified);
  const given = attribute(profile, GIVEN_NAME);
  const surname = attribute(profile, SURNAME);
  const name = attribute(profile, NAME_ATTRIBUTES) ?? ([given, surname].filter(Boolean).join(' ') || undefined);
  // A transient NameID changes at every sign-in: the address the provider asserts is then the stable id.
  const subject = profile.nameIDFormat === TRANSIENT_FORMAT ? `email:${email}` : nameId;
  return { issuer, subject, email, ...(name ? { name } : {}) };
}
