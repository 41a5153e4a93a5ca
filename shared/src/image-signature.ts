import type { PreviewImageType } from './link-preview-rules.js';

/**
 * The image type a file's first bytes say it is (its signature), or null: what a preview image
 * must agree with, whatever type it was uploaded as. 12 bytes are enough. Shared so the editor
 * refuses a file that is no image before uploading it, by the rule the API applies at Save.
 */
export function imageTypeOf(head: Uint8Array): PreviewImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The bytes `imageTypeOf` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;
