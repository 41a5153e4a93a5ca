import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-signature.js';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageTypeOf: an uploaded file is the image it says it is', () => {
  it('reads the signatures of PNG, JPEG, GIF and WebP', () => {
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('image/png');
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(imageTypeOf(bytes('GIF87a'))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('knows nothing else: HTML, SVG, a RIFF that is not WebP, too few bytes', () => {
    expect(imageTypeOf(bytes('<!doctype html><h1>'))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="http://'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(imageTypeOf(bytes([0x89], 'PN'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});
