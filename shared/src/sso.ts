/**
 * Single sign-on per team (docs/ARCHITECTURE.md "Single sign-on"): Kisa is the relying party
 * (OpenID Connect) or service provider (SAML) itself; a person whose e-mail domain a team has
 * verified signs in at that team's identity provider. Constants, paths and messages (codes
 * `sso-…`); the routes' request and answer schemas are in sso-schemas.ts (zod stays out of the
 * web app's first load).
 */

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** Roles a person joining through single sign-on may be given. */
export const SSO_DEFAULT_ROLES = ['member', 'viewer'] as const;
export type SsoDefaultRole = (typeof SSO_DEFAULT_ROLES)[number];

/** The DNS TXT record proving a team holds an e-mail domain: `kisa-sso=<token>` on the domain itself. */
export const SSO_TXT_PREFIX = 'kisa-sso=';
export const ssoTxtValue = (token: string): string => `${SSO_TXT_PREFIX}${token}`;

/** Bounds of a team's settings. */
export const SSO_DOMAINS_MAX = 20;
export const SSO_BREAK_GLASS_MAX = 5;

/** The cookie binding a sign-in's state to the browser that started it (login CSRF). */
export const SSO_BROWSER_COOKIE = 'kisa_sso';

/** The query parameter the sign-in page reads a refused single sign-on's message from. */
export const SSO_ERROR_PARAM = 'sso_error';

export const SSO_MSG = {
  noSsoForDomain: 'No single sign-on for this e-mail domain.',
  passwordSignInRefused: 'Your team signs in with single sign-on. Use “Sign in with SSO”.',
  notConfigured: 'Single sign-on is not set up for this team.',
  domainInvalid: 'Please enter an e-mail domain such as example.com.',
  domainTaken: (domain: string) => `${domain} is already used for single sign-on by another team.`,
  domainNotInSettings: 'This domain is not one of the team’s single sign-on domains.',
  domainTxtMissing: (domain: string, value: string) => `No TXT record “${value}” found on ${domain} yet. DNS changes can take a while to be seen.`,
  domainVerified: (domain: string) => `${domain} is verified: sign-ins with addresses in it now go to your identity provider.`,
  settingsChanged: 'The single sign-on settings were changed meanwhile. Please reload and try again.',
  turnedOff: 'Single sign-on is off. Members sign in with their passwords again.',
  dnsUnreachable: 'DNS did not answer. Please try again in a moment.',
  breakGlassNotOwner: 'Only owners of the team can keep signing in with a password.',
  issuerRequired: 'Please enter the issuer URL of your identity provider.',
  clientIdRequired: 'Please enter the client ID Kisa was given.',
  clientSecretRequired: 'Please enter the client secret Kisa was given.',
  samlRequired: 'Please give the identity provider’s metadata (URL or file), or its entity ID, sign-in URL and certificate.',
  samlMetadataInvalid: (reason: string) => `The identity provider’s SAML metadata cannot be used: ${reason}.`,
  protocolSettingsMissing: 'Please fill in the settings of the chosen protocol.',
  discoveryFailed: (url: string) => `Could not read the identity provider’s configuration at ${url}.`,
  discoveryIssuerMismatch: (expected: string, found: string) => `The identity provider says its issuer is ${found}, not ${expected}.`,
  discoveryInsecure: (field: string) => `The identity provider’s ${field} must be an https address.`,
  discoveryUnsupported: (what: string) => `The identity provider does not offer ${what}, which Kisa needs.`,
  // Refusals of a sign-in, shown on the sign-in page.
  signInExpired: 'This single sign-on attempt has expired or was already used. Please start again.',
  idpRefused: (reason: string) => `Your identity provider did not sign you in: ${reason}`,
  idpUnreachable: 'Your identity provider did not answer. Please try again in a moment.',
  idpAnswerInvalid: 'Your identity provider’s answer could not be verified. Please try again or contact your administrator.',
  emailNotVerified: 'Your identity provider did not confirm your e-mail address.',
  emailDomainNotVerified: 'Your e-mail address is not in a domain this team has verified for single sign-on.',
} as const;

/** The API paths an identity provider is given (their full URLs start with the app's URL). */
export const SSO_PATHS = {
  oidcCallback: '/api/auth/sso/oidc/callback',
  samlAcs: '/api/auth/sso/saml/acs',
  samlFinish: '/api/auth/sso/saml/finish',
  /** Where the browser cookie of an attempt is sent: the OIDC callback and the SAML finish step. */
  browserCookie: '/api/auth/sso',
  samlMetadata: '/api/auth/sso/saml/metadata',
} as const;
