import { describe, expect, it } from 'vitest';
import { PREVIEW_IMAGE_MAX_BYTES, PREVIEW_MSG } from '@kisa/shared';
import { cardHost, descriptionCounter, draftOf, fieldOfMessage, imageContentProblem, imageFileProblem, previewPatch, titleCounter } from './preview-draft';

const IMAGE = 'http://localhost:3000/previews/a/b/c.png';

describe('the Social Preview draft', () => {
  it('starts from the link: its preview or empty fields, and its indexing choice', () => {
    expect(draftOf({ preview: null, indexable: false })).toEqual({ title: '', description: '', image: '', indexable: false });
    expect(draftOf({ preview: { title: 'T', image: IMAGE }, indexable: true })).toEqual({ title: 'T', description: '', image: IMAGE, indexable: true });
  });

  it('saves the trimmed preview, leaving out what is empty; nothing at all removes it', () => {
    expect(previewPatch({ title: '  Çay 🍵 ', description: ' ', image: IMAGE, indexable: false })).toEqual({
      patch: { preview: { title: 'Çay 🍵', image: IMAGE }, indexable: false },
    });
    expect(previewPatch({ title: '', description: '', image: '', indexable: true })).toEqual({ patch: { preview: null, indexable: true } });
  });

  it('asks for a title when there is a description or an image, and says what is too long', () => {
    expect(previewPatch({ title: '', description: 'D', image: '', indexable: false })).toEqual({ error: PREVIEW_MSG.titleRequired, field: 'title' });
    expect(previewPatch({ title: '', description: '', image: IMAGE, indexable: false })).toEqual({ error: PREVIEW_MSG.titleRequired, field: 'title' });
    expect(previewPatch({ title: 'T', description: 'ş'.repeat(301), image: '', indexable: false })).toEqual({
      error: PREVIEW_MSG.descriptionTooLong,
      field: 'description',
    });
  });

  it('counts characters as people do, and puts server messages on their field', () => {
    expect(titleCounter('İğ🍵')).toBe('3 / 120');
    expect(descriptionCounter('')).toBe('0 / 300');
    expect(fieldOfMessage(PREVIEW_MSG.imageNotImage)).toBe('image');
    expect(fieldOfMessage(PREVIEW_MSG.titleTooLong)).toBe('title');
    expect(fieldOfMessage('Something else')).toBeNull();
  });

  it('checks a chosen file with the server’s rules before uploading it', () => {
    expect(imageFileProblem({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(PREVIEW_MSG.imageType);
    expect(imageFileProblem({ type: 'image/png', size: PREVIEW_IMAGE_MAX_BYTES + 1 })).toBe(PREVIEW_MSG.imageTooLarge);
    expect(cardHost('go.acme.com/spring')).toBe('go.acme.com');
  });

  it('refuses a file whose bytes are not the image its type claims, before uploading it', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], { type: 'image/png' });
    expect(await imageContentProblem(png)).toBeNull();
    expect(await imageContentProblem(new Blob(['Toplantı notları ☕'], { type: 'image/png' }))).toBe(PREVIEW_MSG.fileNotImage);
    expect(await imageContentProblem(new Blob([png], { type: 'image/jpeg' })), 'a PNG named .jpg').toBe(PREVIEW_MSG.fileNotImage);
  });
});
