import { SSO_DEFAULT_ROLES, SSO_PROTOCOLS } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A team's single sign-on settings: `TEAM#{teamId}` / `SSO` — the protocol and its identity
 * provider, the e-mail domains routed to it (each also claimed platform-wide: sso-domain-item.ts),
 * whether password sign-in is refused to members (`enforced`, but for `breakGlassUserIds`), and
 * the role of people who join through it. The OIDC client secret is stored sealed (AES-256-GCM
 * under the account key's `sso-secret` key), never in clear.
 */

export const ssoConfigKey = (teamId: string): Key => ({ PK: `TEAM#${teamId}`, SK: 'SSO' });

const oidcSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  sealedClientSecret: z.string(),
  scopes: z.array(z.string()),
  // From the provider's discovery document, read when the settings were saved.
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  jwksUri: z.string(),
  userinfoEndpoint: z.string().optional(),
  tokenAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']),
});

const samlSchema = z.object({
  idpEntityId: z.string(),
  ssoUrl: z.string(),
  /** PEM or base64 DER, as the metadata gave them. */
  certificates: z.array(z.string()),
  metadataUrl: z.string().optional(),
});

const ssoConfigItemSchema = z.object({
  teamId: z.string(),
  protocol: z.enum(SSO_PROTOCOLS),
  oidc: oidcSchema.optional(),
  saml: samlSchema.optional(),
  domains: z.array(z.string()),
  enforced: z.boolean(),
  breakGlassUserIds: z.array(z.string()),
  defaultRole: z.enum(SSO_DEFAULT_ROLES),
  updatedAt: z.string(),
});

export type SsoConfigRecord = z.output<typeof ssoConfigItemSchema>;
export type OidcProviderRecord = z.output<typeof oidcSchema>;
export type SamlProviderRecord = z.output<typeof samlSchema>;

export const ssoConfigItem = (config: SsoConfigRecord) => ({ ...ssoConfigKey(config.teamId), type: 'ssoConfig', ...config });

export const parseSsoConfig = (item: Record<string, unknown>): SsoConfigRecord => parseItem('single sign-on settings', ssoConfigItemSchema, item);
