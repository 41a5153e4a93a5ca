import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software WebAuthn authenticator for tests that need no browser: ES256 keys, 'none'
 * attestation, a signature counter, and a resident (discoverable) credential that hands back
 * the user handle. It answers the JSON @simplewebauthn/browser would post, built byte for byte
 * as the spec lays it out (authenticator data, CBOR attestation object, DER signature).
 * `origin` and `rpId` can be set per answer to play a phishing page or another site.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// The little CBOR the attestation object and a COSE key need: unsigned and negative ints, byte and text strings, maps.
function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(value, 1);
  return b;
}
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
  excludeCredentials?: { id: string }[];
}
interface RequestOptions {
  challenge: string;
  allowCredentials?: { id: string }[];
}

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  publicCose: Buffer;
  rpId: string;
  /** base64url of the WebAuthn user id (our user id's bytes). */
  userHandle: string;
  counter: number;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    readonly origin: string,
    /** Counter step per use; 0: the authenticator keeps no counter (as synced passkeys do). */
    readonly counterStep = 1,
  ) {}

  /** Answers navigator.credentials.create(options). */
  create(options: CreationOptions, overrides: { origin?: string; rpId?: string; challenge?: string } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicCose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const counter = this.counterStep ? 1 : 0;
    const lengthBytes = Buffer.alloc(2);
    lengthBytes.writeUInt16BE(id.length);
    // Flags: user present, user verified, attested credential data.
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? rpId),
      Buffer.from([0x01 | 0x04 | 0x40]),
      u32(counter),
      Buffer.alloc(16),
      lengthBytes,
      id,
      publicCose,
    ]);
    const clientDataJSON = this.clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const credential: SoftCredential = { id: b64url(id), privateKey, publicCose, rpId, userHandle: options.user.id, counter };
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /**
   * Answers navigator.credentials.get(options) with `credential` (default: the first allowed one
   * it holds, else its first: a discoverable one). `counter` replays a given counter.
   */
  get(
    options: RequestOptions,
    overrides: { credential?: SoftCredential; origin?: string; rpId?: string; counter?: number; userVerified?: boolean; userHandle?: string | null } = {},
  ) {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      overrides.credential ?? this.credentials.find((c) => allowed.includes(c.id)) ?? this.credentials[0] ?? fail('the authenticator holds no credential');
    if (overrides.counter === undefined && this.counterStep) credential.counter += this.counterStep;
    const counter = overrides.counter ?? credential.counter;
    const flags = 0x01 | (overrides.userVerified === false ? 0 : 0x04);
    const authenticatorData = Buffer.concat([sha256(overrides.rpId ?? credential.rpId), Buffer.from([flags]), u32(counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    const userHandle = overrides.userHandle === undefined ? credential.userHandle : overrides.userHandle;
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return b;
}

function fail(message: string): never {
  throw new Error(message);
}
