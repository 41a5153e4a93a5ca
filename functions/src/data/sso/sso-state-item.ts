import { SSO_PROTOCOLS } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A single sign-on attempt in flight: `SSOSTATE#{sha256(state)}` / `SSOSTATE`, written when the
 * browser is sent to the identity provider and deleted when its answer comes back (single use;
 * DynamoDB's TTL removes the abandoned ones, `expiresAt` refuses them before that). It carries
 * what the answer is checked against: the team, the PKCE verifier and nonce (OIDC) or the
 * request's ID (SAML), and the hash of the browser cookie that started it. A SAML answer that
 * passed every check is held the same way for a moment, with the identity it proved, until the
 * browser that started the attempt comes to collect it (its cookie cannot ride the IdP's cross-site
 * POST): `identity` set.
 */

export const ssoStateKey = (stateHash: string): Key => ({ PK: `SSOSTATE#${stateHash}`, SK: 'SSOSTATE' });

const ssoStateItemSchema = z.object({
  teamId: z.string(),
  protocol: z.enum(SSO_PROTOCOLS),
  codeVerifier: z.string().optional(),
  nonce: z.string().optional(),
  requestId: z.string().optional(),
  browserHash: z.string().optional(),
  identity: z.object({ issuer: z.string(), subject: z.string(), email: z.string(), name: z.string().optional() }).optional(),
  /** Epoch seconds. */
  expiresAt: z.number(),
});

export type SsoStateRecord = z.output<typeof ssoStateItemSchema>;

export const ssoStateItem = (stateHash: string, record: SsoStateRecord) => ({ ...ssoStateKey(stateHash), type: 'ssoState', ...record, ttl: record.expiresAt });

export const parseSsoState = (item: Record<string, unknown>): SsoStateRecord => parseItem('single sign-on state', ssoStateItemSchema, item);
