import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The click id a link with conversion tracking passes to its destination
 * (`kisa_cid`): a compact, signed token of the click — its id, its link and its time — so the
 * conversions API verifies it and knows the click without any lookup table: nothing is written
 * per click beyond the click itself, and only opted-in links pay for one HMAC per visit.
 *
 * Bytes (base64url, 74 characters): version (1) · click id (16, the uuid's bytes) · link id (16)
 * · click time (6, epoch ms, big-endian) · HMAC-SHA256 of the 39 bytes before it, its first 16
 * bytes (128 bits: forging one is out of reach, and it is checked in constant time).
 */

export interface ClickRef {
  /** The click log's `id` (a uuid). */
  clickId: string;
  /** The link's id (a uuid). */
  linkId: string;
  /** Epoch ms of the click. */
  time: number;
}

const VERSION = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BODY = 1 + 16 + 16 + 6;
const MAC = 16;
/** The token's length in base64url characters. */
export const CLICK_TOKEN_LENGTH = Math.ceil(((BODY + MAC) * 4) / 3);
const SHAPE = new RegExp(`^[A-Za-z0-9_-]{${CLICK_TOKEN_LENGTH}}$`);

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const mac = (key: Buffer, body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC);

/** The token of a click; undefined when its ids are not uuids (no such click gets a token). */
export function encodeClickToken(ref: ClickRef, key: Buffer): string | undefined {
  if (!UUID.test(ref.clickId) || !UUID.test(ref.linkId) || !Number.isSafeInteger(ref.time) || ref.time < 0 || ref.time >= 2 ** 48) return undefined;
  const body = Buffer.alloc(BODY);
  body[0] = VERSION;
  uuidBytes(ref.clickId).copy(body, 1);
  uuidBytes(ref.linkId).copy(body, 17);
  body.writeUIntBE(ref.time, 33, 6);
  return Buffer.concat([body, mac(key, body)]).toString('base64url');
}

/** Whether a string has a token's shape (length and alphabet) — what is worth verifying at all. */
export const isClickTokenShape = (token: string): boolean => SHAPE.test(token);

/** The click a token names, or null when it is not one this key signed (malformed, forged, or of another key). */
export function decodeClickToken(token: string, key: Buffer): ClickRef | null {
  if (!isClickTokenShape(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== BODY + MAC || bytes[0] !== VERSION) return null;
  const body = bytes.subarray(0, BODY);
  if (!timingSafeEqual(bytes.subarray(BODY), mac(key, body))) return null;
  // The canonical form only: the base64url text must be exactly what encoding gives (no spare bits).
  if (bytes.toString('base64url') !== token) return null;
  return { clickId: uuidOf(body.subarray(1, 17)), linkId: uuidOf(body.subarray(17, 33)), time: body.readUIntBE(33, 6) };
}
