import { crc32, deflateSync } from 'node:zlib';

/**
 * A dependency-free PNG encoder for images drawn in memory (the report mail's chart): 8-bit RGBA,
 * no interlace, every row with filter 0 (none) and the whole image deflated once. Charts are
 * mostly flat colour, so the deflate stream alone keeps them to a few kilobytes.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGBA image: `data` holds width × height × 4 bytes, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function encodePng(image: RgbaImage): Buffer {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new Error(`A PNG needs a positive size, not ${width}×${height}`);
  if (data.length !== width * height * 4) throw new Error(`Expected ${width * height * 4} bytes of RGBA, got ${data.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  // compression 0 (deflate), filter method 0, no interlace
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
