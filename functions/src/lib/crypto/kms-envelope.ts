import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from '../config.js';

/**
 * Envelope encryption under a KMS key: a data key from GenerateDataKey (one per `seal` call)
 * seals each value locally with AES-256-GCM, and the data key, encrypted by KMS, is stored
 * beside it. Opening asks KMS to decrypt the data key, so only a role with kms:Decrypt on the
 * key can read a value. The same SDK code runs in both runtimes: locally KMS_ENDPOINT names the
 * runtime's stand-in (infra/local/emulators/run-kms.ts), unset in AWS.
 *
 * The encryption context (KMS's, and the same as GCM's additional data) binds a sealed value to
 * what it belongs to: one copied onto another endpoint does not open.
 *
 * A sealed value is one string: `kms1.<encrypted data key>.<iv>.<ciphertext and tag>` (base64url).
 */

const VERSION = 'kms1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A refused, throttled, hung or garbled KMS call, or a sealed value that does not open. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

export type EncryptionContext = Readonly<Record<string, string>>;

let client: KMSClient | undefined;
// Bounded: a hung KMS fails the call in seconds (the SDK's standard retries, 3 attempts), not the function's whole time.
const kms = () =>
  (client ??= new KMSClient({
    region: config.region,
    ...(config.endpoints.kms ? { endpoint: config.endpoints.kms } : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
  }));

export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}.`);

/** Seals `values` with one fresh data key of `keyId`. */
export async function seal(keyId: string, context: EncryptionContext, values: readonly string[]): Promise<string[]> {
  let answer: { CiphertextBlob?: Uint8Array; Plaintext?: Uint8Array };
  try {
    answer = await kms().send(new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: { ...context } }));
  } catch (error) {
    throw new EnvelopeError(`KMS GenerateDataKey failed: ${describe(error)}`, { cause: error });
  }
  const { CiphertextBlob: wrapped, Plaintext: dataKey } = answer;
  if (!wrapped?.length || dataKey?.length !== 32) throw new EnvelopeError('KMS GenerateDataKey answered without a 256-bit data key');
  try {
    const aad = additionalData(context);
    return values.map((value) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', dataKey, iv).setAAD(aad);
      const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, b64(wrapped), b64(iv), b64(sealed)].join('.');
    });
  } finally {
    dataKey.fill(0);
  }
}

/** Opens a value `seal` made with the same context. */
export async function open(keyId: string, context: EncryptionContext, sealedValue: string): Promise<string> {
  const [version, wrapped, iv, sealed, extra] = sealedValue.split('.');
  if (version !== VERSION || !wrapped || !iv || !sealed || extra !== undefined) throw new EnvelopeError('Not a sealed value');
  const body = Buffer.from(sealed, 'base64url');
  if (body.length < TAG_BYTES) throw new EnvelopeError('Not a sealed value');
  let dataKey: Uint8Array | undefined;
  try {
    ({ Plaintext: dataKey } = await kms().send(
      new DecryptCommand({ KeyId: keyId, CiphertextBlob: Buffer.from(wrapped, 'base64url'), EncryptionContext: { ...context } }),
    ));
  } catch (error) {
    throw new EnvelopeError(`KMS Decrypt failed: ${describe(error)}`, { cause: error });
  }
  if (dataKey?.length !== 32) throw new EnvelopeError('KMS Decrypt answered without a 256-bit data key');
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(iv, 'base64url')).setAAD(additionalData(context));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new EnvelopeError('A sealed value did not open (altered, or sealed for something else)', { cause: error });
  } finally {
    dataKey.fill(0);
  }
}

/** Forgets the client (tests that point KMS_ENDPOINT elsewhere). */
export function resetKmsClient(): void {
  client?.destroy();
  client = undefined;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The context in a fixed order, as GCM's additional data. */
const additionalData = (context: EncryptionContext) =>
  Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), 'utf8');

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
