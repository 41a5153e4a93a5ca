/**
 * How much a QR code holds, worked out before anything is drawn, so too much content gets its
 * limit said (MSG.qrTooLong) instead of failing inside the encoder. Pure: the generator checks
 * each code with it, the tests pin it against the `qrcode` library's own refusals.
 *
 * The figures are those of a version-40 code (the largest) as the web app encodes text
 * (lib/qr-encode.ts): ASCII with the library's modes, anything else as ECI 26 + UTF-8 bytes.
 */

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** The levels, lowest first, with the share of the code that may be damaged and still read. */
export const QR_ERROR_CORRECTION_LEVELS: readonly { level: QrErrorCorrection; label: string }[] = [
  { level: 'L', label: 'L (7%: most content)' },
  { level: 'M', label: 'M (15%)' },
  { level: 'Q', label: 'Q (25%)' },
  { level: 'H', label: 'H (30%: best for print and logos)' },
];

/** Data codewords of a version-40 code per level (ISO/IEC 18004, table 7). */
const V40_DATA_CODEWORDS: Record<QrErrorCorrection, number> = { L: 2956, M: 2334, Q: 1666, H: 1276 };

/** Mode indicator (4 bits) plus each mode's character-count field at versions 27–40. */
const HEADER_BITS = { numeric: 4 + 14, alphanumeric: 4 + 13, byte: 4 + 16 } as const;
/** The UTF-8 ECI designator: mode indicator and one byte of assignment number. */
const ECI_BITS = 4 + 8;

const NUMERIC = /^[0-9]*$/;
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;
const ASCII = /^[\x00-\x7f]*$/;

export interface QrCapacity {
  fits: boolean;
  /** The most this kind of content can be at this level, in `unit`s. */
  limit: number;
  /** How much `text` is, in `unit`s. */
  used: number;
  /** Characters for ASCII (one byte each, or less), bytes for UTF-8 text. */
  unit: 'characters' | 'bytes';
  level: QrErrorCorrection;
}

/**
 * Whether `text` fits one QR code at `level`. Digits-only and QR-alphanumeric-only text gets
 * those modes' larger limits (3,057 and 1,852 at H); other ASCII is counted in byte mode, and
 * other text in UTF-8 bytes after the ECI designator. Mixed ASCII the library splits into
 * several modes may fit a little more than byte mode: the check errs on the safe side.
 */
export function qrCapacity(text: string, level: QrErrorCorrection): QrCapacity {
  const bits = V40_DATA_CODEWORDS[level] * 8;
  if (NUMERIC.test(text)) {
    const free = bits - HEADER_BITS.numeric;
    const rest = free % 10;
    return result(Math.floor(free / 10) * 3 + (rest >= 7 ? 2 : rest >= 4 ? 1 : 0), text.length, 'characters', level);
  }
  if (ALPHANUMERIC.test(text)) {
    const free = bits - HEADER_BITS.alphanumeric;
    return result(Math.floor(free / 11) * 2 + (free % 11 >= 6 ? 1 : 0), text.length, 'characters', level);
  }
  if (ASCII.test(text)) return result(Math.floor((bits - HEADER_BITS.byte) / 8), text.length, 'characters', level);
  return result(Math.floor((bits - HEADER_BITS.byte - ECI_BITS) / 8), new TextEncoder().encode(text).length, 'bytes', level);
}

function result(limit: number, used: number, unit: QrCapacity['unit'], level: QrErrorCorrection): QrCapacity {
  return { fits: used <= limit, limit, used, unit, level };
}
