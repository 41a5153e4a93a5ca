import * as z from 'zod';
import { MSG } from './messages.js';
import { PASSKEY_NAME_MAX } from './passkeys.js';

/**
 * Passkeys (WebAuthn): the requests and answers of the passkey routes. The browser's
 * credential JSON (what @simplewebauthn/browser hands over) is checked here only for shape and
 * size; its meaning — signature, challenge, origin, relying party — is the server's check.
 */

export const passkeyNameSchema = z
  .string({ error: MSG.passkeyNameRequired })
  .trim()
  .min(1, MSG.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX, MSG.passkeyNameTooLong);

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url');
const transportsSchema = z.array(z.string().max(32)).max(10);
const extensionResultsSchema = z.record(z.string().max(64), z.unknown());

/** What navigator.credentials.create() gave back, as JSON (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: b64url(1024),
  rawId: b64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResultsSchema,
  response: z.object({
    clientDataJSON: b64url(8192),
    attestationObject: b64url(65536),
    authenticatorData: b64url(65536).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(8192).optional(),
  }),
});

/** What navigator.credentials.get() gave back, as JSON (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: b64url(1024),
  rawId: b64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResultsSchema,
  response: z.object({
    clientDataJSON: b64url(8192),
    authenticatorData: b64url(65536),
    signature: b64url(8192),
    userHandle: b64url(1024).optional(),
  }),
});

export type PasskeyRegistrationResponse = z.infer<typeof registrationResponseSchema>;
export type PasskeyAuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export const passkeySignInOptionsSchema = z.object({ email: z.email({ error: MSG.invalidEmail }).max(254).optional() });
export const passkeySignInSchema = z.object({ challengeId: b64url(128).min(16), response: authenticationResponseSchema });

export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;

// Answers.

const credentialDescriptorSchema = z.strictObject({ id: z.string(), type: z.literal('public-key'), transports: z.array(z.string()).optional() });

/** PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create(). */
export const passkeyCreationOptionsSchema = z.strictObject({
  rp: z.strictObject({ name: z.string(), id: z.string().optional() }),
  user: z.strictObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.strictObject({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .strictObject({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get(). */
export const passkeyRequestOptionsSchema = z.strictObject({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

export const passkeyRegistrationOptionsResponseSchema = z.strictObject({ options: passkeyCreationOptionsSchema });

/** The options of a passkey sign-in, and the id of its single-use challenge to send back with the answer. */
export const passkeySignInOptionsResponseSchema = z.strictObject({ options: passkeyRequestOptionsSchema, challengeId: z.string() });

export const passkeySchema = z.strictObject({
  /** The credential id (base64url). */
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Last sign-in or second step with it; null: never used since it was added. */
  lastUsedAt: z.string().nullable(),
  /** Synced to other devices by its provider (a backed-up, multi-device passkey). */
  backedUp: z.boolean(),
  transports: z.array(z.string()),
});

export const passkeyListSchema = z.strictObject({ passkeys: z.array(passkeySchema) });

export type Passkey = z.infer<typeof passkeySchema>;
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;
