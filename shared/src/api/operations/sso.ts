import * as z from 'zod';
import {
  messageSchema,
  ssoDomainVerifyResponseSchema,
  ssoSettingsInputSchema,
  ssoSettingsSchema,
  ssoStartResponseSchema,
  ssoStartSchema,
} from '../../index.js';
import { declareOperations, REDIRECT_ANSWER } from '../operation.js';

/** The SAML answer an identity provider's page posts (HTTP-POST binding). */
export const samlPostSchema = z.object({
  SAMLResponse: z.string().min(1).max(400_000),
  RelayState: z.string().max(200).optional(),
});

/**
 * Single sign-on per team (docs/ARCHITECTURE.md "Single sign-on"): owners' settings (scope
 * sso:write), and the public steps of a sign-in — start, the OIDC callback, the SAML assertion
 * consumer — which end in a redirect into the app with a session, or to the sign-in page with why not.
 */
export const ssoOperations = declareOperations({
  getSsoSettings: {
    method: 'GET',
    path: '/api/team/sso',
    auth: 'user',
    scope: 'sso:write',
    uses: ['tableRead'],
    capability: 'accounts',
    summary: "The team's single sign-on settings (null: none yet) and the addresses to give the identity provider (owners)",
    tags: ['sso'],
    responses: { 200: ['The settings', ssoSettingsSchema] },
    errors: { 403: 'Not an owner of the team' },
  },
  saveSsoSettings: {
    method: 'PUT',
    path: '/api/team/sso',
    auth: 'user',
    scope: 'sso:write',
    uses: ['table', 'authKey'],
    capability: 'accounts',
    summary:
      "Save the team's single sign-on: the protocol and its identity provider (OIDC: the issuer's discovery document is read and checked now; SAML: metadata by URL or file, or its parts), the e-mail domains routed to it (each claimed platform-wide; verified by a DNS TXT record before it routes anyone), whether password sign-in is refused to members (but for the owners named break-glass), and the role of people who join through it (owners)",
    tags: ['sso'],
    body: ssoSettingsInputSchema,
    responses: { 200: ['Saved', ssoSettingsSchema] },
    errors: {
      400: "Invalid input, or the identity provider's configuration could not be read or is not acceptable",
      403: 'Not an owner of the team',
      409: 'A domain is verified by another team, or the settings changed meanwhile',
    },
  },
  deleteSsoSettings: {
    method: 'DELETE',
    path: '/api/team/sso',
    auth: 'user',
    scope: 'sso:write',
    uses: ['table'],
    capability: 'accounts',
    summary: 'Turn single sign-on off: the settings go and their domains are released; members sign in with their passwords again (owners)',
    tags: ['sso'],
    responses: { 200: ['Removed', messageSchema] },
    errors: { 403: 'Not an owner of the team', 404: 'No single sign-on set up', 409: 'The settings changed meanwhile' },
  },
  verifySsoDomain: {
    method: 'POST',
    path: '/api/team/sso/domains/{domain}/verify',
    auth: 'user',
    scope: 'sso:write',
    uses: ['table', 'domains'],
    capability: 'accounts',
    summary: "Check a single sign-on domain's DNS TXT record (`kisa-sso=<token>` on the domain) and mark it verified when it is there (owners)",
    tags: ['sso'],
    responses: { 200: ['Checked: verified, or what is missing', ssoDomainVerifyResponseSchema] },
    errors: {
      403: 'Not an owner of the team',
      404: 'No single sign-on set up, or the domain is not in its settings',
      409: 'Another team verified the domain',
      503: 'DNS did not answer',
    },
  },
  startSsoSignIn: {
    method: 'POST',
    path: '/api/auth/sso',
    auth: 'public',
    uses: ['table', 'authKey'],
    capability: 'accounts',
    summary:
      "Start a single sign-on: where to send the browser (the identity provider of the team that verified the e-mail's domain), with a new single-use attempt bound to this browser by a cookie",
    tags: ['sso'],
    body: ssoStartSchema,
    responses: { 200: ['Where to go', ssoStartResponseSchema] },
    errors: { 400: 'Invalid input', 404: 'No single sign-on for this e-mail domain' },
    setsCookie: true,
  },
  oidcCallback: {
    method: 'GET',
    path: '/api/auth/sso/oidc/callback',
    auth: 'public',
    uses: ['table', 'authKey', 'cognito:AdminCreateUser', 'cognito:AdminSetUserPassword', 'cognito:AdminDeleteUser'],
    capability: 'accounts',
    summary:
      "Where an OpenID Provider sends the browser back: the code is redeemed, the ID token verified (the provider's signature, issuer, audience, nonce), the person signed in — their account linked, or made just in time in a verified domain — and sent into the app with a session cookie; any refusal goes to the sign-in page with its reason (`sso_error`). Query: `code` and `state`, or `error` and `error_description` (RFC 6749 §4.1.2), and `iss` (RFC 9207, checked); other parameters a provider adds are ignored",
    tags: ['sso'],
    responses: { 303: ['Into the app with a session cookie, or to the sign-in page with the reason', REDIRECT_ANSWER] },
    setsCookie: true,
  },
  samlAssertionConsumer: {
    method: 'POST',
    path: '/api/auth/sso/saml/acs',
    auth: 'public',
    // It checks and holds the answer (the finish step signs the person in); its bundle reads the account key.
    uses: ['table', 'authKey'],
    capability: 'accounts',
    summary:
      "The SAML assertion consumer service: the identity provider's signed answer, posted by the browser, is checked (signature, audience, recipient, time, the single-use request it answers) and held for two minutes under a single-use code; the browser goes on to the finish step, which only the browser that began the sign-in can complete. Any refusal goes to the sign-in page with its reason (`sso_error`)",
    tags: ['sso'],
    body: samlPostSchema,
    formBody: true,
    crossSiteForm: true,
    responses: { 303: ['To the finish step, or to the sign-in page with the reason', REDIRECT_ANSWER] },
    errors: { 400: 'Not a SAML answer', 415: 'Not a form' },
  },
  finishSamlSignIn: {
    method: 'GET',
    path: '/api/auth/sso/saml/finish',
    auth: 'public',
    uses: ['table', 'authKey', 'cognito:AdminCreateUser', 'cognito:AdminSetUserPassword', 'cognito:AdminDeleteUser'],
    capability: 'accounts',
    summary:
      "The SAML sign-in's last step, where the assertion consumer sends the browser: the checked answer held under `code` is collected by the browser that began the sign-in (its cookie from POST /api/auth/sso, which a cross-site form post cannot carry — so an answer someone else posts from their page signs no one in), the person signed in — their account linked, or made just in time in a verified domain — and sent into the app with a session cookie; any refusal goes to the sign-in page with its reason (`sso_error`). Query: `code`",
    tags: ['sso'],
    responses: { 303: ['Into the app with a session cookie, or to the sign-in page with the reason', REDIRECT_ANSWER] },
    setsCookie: true,
  },
  getSamlMetadata: {
    method: 'GET',
    path: '/api/auth/sso/saml/metadata',
    auth: 'public',
    // Its bundle reads the table (the service provider module's imports); it writes nothing.
    uses: ['tableRead'],
    capability: 'accounts',
    summary: "Kisa's SAML service provider metadata (entity ID, assertion consumer service), to give an identity provider",
    tags: ['sso'],
    responses: { 200: ['The metadata', { files: ['application/samlmetadata+xml'] }] },
  },
});
