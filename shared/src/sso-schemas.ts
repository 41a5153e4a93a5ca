import * as z from 'zod';
import { normalizeDomainHost } from './domains.js';
import { EMAIL_MAX, isEmail } from './form-checks.js';
import { MSG } from './messages.js';
import { SSO_BREAK_GLASS_MAX, SSO_DEFAULT_ROLES, SSO_DOMAINS_MAX, SSO_MSG, SSO_PROTOCOLS } from './sso.js';

/** The single sign-on API's zod schemas (requests and answers); sso.ts keeps the rules and messages the web app's first load needs without zod. */

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
