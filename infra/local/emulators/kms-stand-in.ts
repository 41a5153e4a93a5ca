import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A KMS stand-in for the local runtime: the JSON protocol (awsJson1_1, `TrentService.*`) of the two
 * calls the functions make, GenerateDataKey and Decrypt, over one symmetric key whose material is
 * kept in the data folder (like the account key), so sealed values outlive a restart. The functions
 * run the same SDK code as in AWS, pointed here by KMS_ENDPOINT. No IAM: like the other emulators,
 * it checks requests, not roles.
 *
 * A data key's ciphertext blob is `version ‖ iv ‖ sealed data key ‖ tag` under the master key, with
 * the key id and the encryption context as GCM's additional data: a blob decrypts only with the
 * context it was made with, as in KMS.
 */

/** The key id the local runtime names (WEBHOOK_KEY_ID); its ARN form is accepted too. */
export const LOCAL_KMS_KEY_ID = 'kisa-local-webhook-secrets';

const BLOB_VERSION = 1;

interface KmsError {
  status: number;
  type: string;
  message: string;
}

const refusal = (type: string, message: string, status = 400): KmsError => ({ status, type, message });

export function createKmsStandIn(masterKey: Buffer, keyId = LOCAL_KMS_KEY_ID): Server {
  if (masterKey.length !== 32) throw new Error('The KMS stand-in needs a 256-bit master key');
  const arn = `arn:aws:kms:us-east-1:000000000000:key/${keyId}`;
  const known = (id: unknown) => id === keyId || id === arn;
  const aad = (context: unknown) => {
    const entries = Object.entries((context ?? {}) as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Buffer.from(JSON.stringify([keyId, entries]), 'utf8');
  };

  const generateDataKey = (input: Record<string, unknown>) => {
    if (!known(input.KeyId)) throw refusal('NotFoundException', `Key '${String(input.KeyId)}' does not exist`);
    if (input.KeySpec !== 'AES_256' && input.NumberOfBytes !== 32) throw refusal('ValidationException', 'KeySpec AES_256 (or NumberOfBytes 32) only');
    const dataKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', masterKey, iv).setAAD(aad(input.EncryptionContext));
    const blob = Buffer.concat([Buffer.of(BLOB_VERSION), iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
    return { KeyId: arn, CiphertextBlob: blob.toString('base64'), Plaintext: dataKey.toString('base64') };
  };

  const decrypt = (input: Record<string, unknown>) => {
    if (input.KeyId !== undefined && !known(input.KeyId)) throw refusal('IncorrectKeyException', 'The ciphertext was not made under this key');
    const blob = Buffer.from(String(input.CiphertextBlob ?? ''), 'base64');
    if (blob.length !== 1 + 12 + 32 + 16 || blob[0] !== BLOB_VERSION) throw refusal('InvalidCiphertextException', 'Not a ciphertext of this key');
    try {
      const decipher = createDecipheriv('aes-256-gcm', masterKey, blob.subarray(1, 13)).setAAD(aad(input.EncryptionContext));
      decipher.setAuthTag(blob.subarray(45));
      const dataKey = Buffer.concat([decipher.update(blob.subarray(13, 45)), decipher.final()]);
      return { KeyId: arn, Plaintext: dataKey.toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
    } catch {
      throw refusal('InvalidCiphertextException', 'The ciphertext or its encryption context does not match');
    }
  };

  const operations: Record<string, (input: Record<string, unknown>) => object> = { GenerateDataKey: generateDataKey, Decrypt: decrypt };

  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const operation = target.startsWith('TrentService.') ? operations[target.slice('TrentService.'.length)] : undefined;
      let status = 200;
      let answer: object;
      try {
        if (req.method !== 'POST' || !operation) throw refusal('UnsupportedOperationException', `Not served here: ${target || req.method}`);
        let input: unknown;
        try {
          input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        } catch {
          throw refusal('SerializationException', 'The body is not JSON');
        }
        answer = operation((input ?? {}) as Record<string, unknown>);
      } catch (error) {
        const e = error as Partial<KmsError>;
        status = e.status ?? 500;
        answer = { __type: e.type ?? 'KMSInternalException', message: e.message ?? String(error) };
      }
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(answer));
    });
  });
}
