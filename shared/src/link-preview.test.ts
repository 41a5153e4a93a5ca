import { describe, expect, it } from 'vitest';
import {
  checkPreviewDescription,
  checkPreviewImageFile,
  checkPreviewTitle,
  PREVIEW_IMAGE_MAX_BYTES,
  PREVIEW_MSG,
  previewImageKeyOf,
} from './link-preview-rules.js';
import { linkPreviewSchema, previewImageRequestSchema } from './link-preview.js';
import { linkPatchSchema } from './link-schemas.js';

const KEY = 'previews/0b9f5a52-4c55-4c1a-9d69-7c0f2b3d9e11/5d7e1c1a-2f3b-4c5d-8e9f-0a1b2c3d4e5f/9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d.png';

describe('preview text', () => {
  it('takes any script and emoji, counted as people count characters', () => {
    expect(checkPreviewTitle('Çok güzel bir İstanbul akşamı 🌇')).toBeNull();
    expect(checkPreviewTitle('ş'.repeat(120))).toBeNull();
    expect(checkPreviewTitle('🍵'.repeat(120))).toBeNull();
    expect(checkPreviewTitle('🍵'.repeat(121))).toBe(PREVIEW_MSG.titleTooLong);
    expect(checkPreviewDescription('ğ'.repeat(300))).toBeNull();
    expect(checkPreviewDescription('ğ'.repeat(301))).toBe(PREVIEW_MSG.descriptionTooLong);
    expect(checkPreviewDescription('')).toBeNull();
  });

  it('refuses an empty title and control or invisible characters', () => {
    expect(checkPreviewTitle('   ')).toBe(PREVIEW_MSG.titleRequired);
    expect(checkPreviewTitle('a\u0000b')).toBe(PREVIEW_MSG.titleInvalid);
    expect(checkPreviewTitle('a\u202eb')).toBe(PREVIEW_MSG.titleInvalid);
    expect(checkPreviewDescription('line one\nline two')).toBe(PREVIEW_MSG.descriptionInvalid);
    expect(checkPreviewDescription('zero\u200bwidth')).toBe(PREVIEW_MSG.descriptionInvalid);
  });
});

describe('preview images', () => {
  it('takes PNG, JPEG, WebP and GIF files up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(checkPreviewImageFile({ type, size: 1000 })).toBeNull();
    expect(checkPreviewImageFile({ type: 'image/png', size: PREVIEW_IMAGE_MAX_BYTES })).toBeNull();
    expect(checkPreviewImageFile({ type: 'image/png', size: PREVIEW_IMAGE_MAX_BYTES + 1 })).toBe(PREVIEW_MSG.imageTooLarge);
    expect(checkPreviewImageFile({ type: 'image/svg+xml', size: 10 })).toBe(PREVIEW_MSG.imageType);
    expect(checkPreviewImageFile({ type: 'text/html', size: 10 })).toBe(PREVIEW_MSG.imageType);
    expect(checkPreviewImageFile({ type: 'image/png', size: 0 })).toBe(PREVIEW_MSG.imageEmpty);
  });

  it('knows an image URL by its stored name, and nothing else', () => {
    expect(previewImageKeyOf(`https://app.kisa.example/${KEY}`)).toBe(KEY);
    expect(previewImageKeyOf(`http://localhost:3000/${KEY}`)).toBe(KEY);
    expect(previewImageKeyOf(`https://app.kisa.example/${KEY}?x=1`)).toBeNull();
    expect(previewImageKeyOf(`https://app.kisa.example/${KEY.replace('.png', '.svg')}`)).toBeNull();
    expect(previewImageKeyOf(`https://app.kisa.example/${KEY.replaceAll('/', '%2F')}`)).toBeNull();
    expect(previewImageKeyOf(`javascript:alert(1)//${KEY}`)).toBeNull();
    expect(previewImageKeyOf('not a url')).toBeNull();
  });

  it('the upload request: a known type, 1 byte to 5 MB', () => {
    expect(previewImageRequestSchema.parse({ contentType: 'IMAGE/PNG', bytes: 10 })).toEqual({ contentType: 'image/png', bytes: 10 });
    expect(previewImageRequestSchema.safeParse({ contentType: 'image/svg+xml', bytes: 10 }).error?.issues[0]?.message).toBe(PREVIEW_MSG.imageType);
    expect(previewImageRequestSchema.safeParse({ contentType: 'image/png', bytes: PREVIEW_IMAGE_MAX_BYTES + 1 }).error?.issues[0]?.message).toBe(
      PREVIEW_MSG.imageTooLarge,
    );
    expect(previewImageRequestSchema.safeParse({ contentType: 'image/png', bytes: 1.5 }).success).toBe(false);
  });
});

describe('PATCH preview and indexable', () => {
  it('reads a whole preview (empty description and image left out) or null, and the indexing flag', () => {
    expect(linkPatchSchema.parse({ preview: { title: '  Başlık  ', description: '', image: null }, indexable: true })).toEqual({
      preview: { title: 'Başlık' },
      indexable: true,
    });
    expect(linkPatchSchema.parse({ preview: { title: 'T', description: 'D', image: `https://app.kisa.example/${KEY}` } }).preview).toEqual({
      title: 'T',
      description: 'D',
      image: `https://app.kisa.example/${KEY}`,
    });
    expect(linkPatchSchema.parse({ preview: null })).toEqual({ preview: null });
    expect(linkPreviewSchema.safeParse({ description: 'no title' }).error?.issues[0]?.message).toBe(PREVIEW_MSG.titleRequired);
    expect(linkPreviewSchema.safeParse({ title: 'T', image: 'https://elsewhere.example/cat.png' }).error?.issues[0]?.message).toBe(PREVIEW_MSG.imageInvalid);
    expect(linkPatchSchema.safeParse({ indexable: 'yes' }).error?.issues[0]?.message).toBe(PREVIEW_MSG.indexableInvalid);
  });
});
