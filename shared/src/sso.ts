import * as z from 'zod';
import { normalizeDomainHost } from './domains.js';
import { EMAIL_MAX, isEmail } from './form-checks.js';
import { MSG } from './messages.js';

/**
 * Single sign-on per team (docs/ARCHITECTURE.md "Single sign-on"): Kisa is the relying party
 * (OpenID Connect) or service provider (SAML) itself; a person whose e-mail domain a team has
 * verified signs in at that team's identity provider. Request and answer schemas of the SSO
 * routes, and their messages (codes `sso-…`).
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
  idpAnswerInvalid: 'Your identity provider’s answer could not be verified. Please try again or contact your administrator.',
  emailNotVerified: 'Your identity provider did not confirm your e-mail address.',
  emailDomainNotVerified: 'Your e-mail address is not in a domain this team has verified for single sign-on.',
} as const;

const trimmed = z.string().trim();

/** An e-mail domain for routing (lower case, IDN as punycode). */
export const ssoDomainSchema = z
  .string({ error: SSO_MSG.domainInvalid })
  .max(253, SSO_MSG.domainInvalid)
  .transform((v, ctx) => {
    const host = normalizeDomainHost(v);
    if (!host?.includes('.')) {
      ctx.addIssue({ code: 'custom', message: SSO_MSG.domainInvalid });
      return z.NEVER;
    }
    return host;
  });

const httpUrl = (message: string) =>
  trimmed
    .min(1, message)
    .max(2000, message)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, message);

/** OIDC settings as an owner sends them; `clientSecret` absent keeps the saved one. */
export const oidcSettingsInputSchema = z.object({
  issuer: httpUrl(SSO_MSG.issuerRequired),
  clientId: trimmed.min(1, SSO_MSG.clientIdRequired).max(500),
  clientSecret: z.string().min(1, SSO_MSG.clientSecretRequired).max(2000).optional(),
  /** Scopes asked for besides `openid` (`email` and `profile` by default). */
  scopes: z
    .array(trimmed.regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,100}$/))
    .max(20)
    .optional(),
});

/** SAML settings as an owner sends them: the IdP's metadata (URL or XML), or its parts. */
export const samlSettingsInputSchema = z.object({
  metadataUrl: httpUrl(SSO_MSG.samlRequired).optional(),
  metadataXml: z.string().max(200_000).optional(),
  entityId: trimmed.max(1000).optional(),
  ssoUrl: httpUrl(SSO_MSG.samlRequired).optional(),
  certificates: z.array(z.string().max(20_000)).max(5).optional(),
});

export const ssoSettingsInputSchema = z.object({
  protocol: z.enum(SSO_PROTOCOLS),
  oidc: oidcSettingsInputSchema.optional(),
  saml: samlSettingsInputSchema.optional(),
  domains: z.array(ssoDomainSchema).max(SSO_DOMAINS_MAX),
  enforced: z.boolean(),
  breakGlassUserIds: z.array(z.string().min(1).max(100)).max(SSO_BREAK_GLASS_MAX),
  defaultRole: z.enum(SSO_DEFAULT_ROLES),
});
export type SsoSettingsInput = z.output<typeof ssoSettingsInputSchema>;

export const ssoStartSchema = z.object({
  email: z
    .string({ error: MSG.allFieldsRequired })
    .trim()
    .min(1, MSG.allFieldsRequired)
    .max(EMAIL_MAX)
    .transform((v) => v.toLowerCase())
    .refine(isEmail, MSG.invalidEmail),
});

// Answers.

export const ssoDomainStatusSchema = z.strictObject({
  domain: z.string(),
  verified: z.boolean(),
  /** Where the TXT record goes (the domain itself) and what it says. */
  txtName: z.string(),
  txtValue: z.string(),
});
export type SsoDomainStatus = z.infer<typeof ssoDomainStatusSchema>;

export const oidcSettingsSchema = z.strictObject({
  issuer: z.string(),
  clientId: z.string(),
  /** A secret is saved (it is never shown again). */
  clientSecretSet: z.boolean(),
  scopes: z.array(z.string()),
});

export const samlSettingsSchema = z.strictObject({
  metadataUrl: z.string().optional(),
  entityId: z.string(),
  ssoUrl: z.string(),
  /** The signing certificates' SHA-256 fingerprints (hex, colon-separated) and expiry. */
  certificates: z.array(z.strictObject({ fingerprint: z.string(), notAfter: z.string().optional() })),
});

export const ssoConfigSchema = z.strictObject({
  protocol: z.enum(SSO_PROTOCOLS),
  oidc: oidcSettingsSchema.optional(),
  saml: samlSettingsSchema.optional(),
  domains: z.array(ssoDomainStatusSchema),
  enforced: z.boolean(),
  breakGlassUserIds: z.array(z.string()),
  defaultRole: z.enum(SSO_DEFAULT_ROLES),
  updatedAt: z.string(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/** What GET /api/team/sso answers: the addresses to give the identity provider, and the settings (null: none yet). */
export const ssoSettingsSchema = z.strictObject({
  oidcRedirectUrl: z.string(),
  samlAcsUrl: z.string(),
  samlEntityId: z.string(),
  samlMetadataUrl: z.string(),
  config: ssoConfigSchema.nullable(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoStartResponseSchema = z.strictObject({ redirectUrl: z.string() });

export const ssoDomainVerifyResponseSchema = z.strictObject({ domain: ssoDomainStatusSchema, message: z.string() });

/** The API paths an identity provider is given (their full URLs start with the app's URL). */
export const SSO_PATHS = {
  oidcCallback: '/api/auth/sso/oidc/callback',
  samlAcs: '/api/auth/sso/saml/acs',
  samlMetadata: '/api/auth/sso/saml/metadata',
} as const;
