import { describe, expect, it, vi } from 'vitest';

// The delete of preview images no link shows never fails the request that let go of
// them: S3's refusal is logged and the object stays.

const deletePreviewImages = vi.fn<(keys: readonly string[]) => Promise<void>>();
vi.mock('#data/previews/preview-images.js', () => ({ deletePreviewImages }));
const warn = vi.fn();
vi.mock('#lib/logger.js', () => ({ logger: { warn } }));

const { dropPreviewImages, replacedPreviewImage } = await import('./preview-cleanup.js');

const key = (n: number) => `previews/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-00000000000${n}/00000000-0000-4000-8000-000000000000.png`;

describe('replacedPreviewImage', () => {
  it('is the image the edit let go of: replaced, removed with its preview or alone; none when it stays or there was none', () => {
    const withImage = (n: number) => ({ preview: { title: 'T', imageKey: key(n) } });
    expect(replacedPreviewImage(withImage(1), withImage(2))).toBe(key(1));
    expect(replacedPreviewImage(withImage(1), {})).toBe(key(1));
    expect(replacedPreviewImage(withImage(1), { preview: { title: 'T' } })).toBe(key(1));
    expect(replacedPreviewImage(withImage(1), null)).toBe(key(1));
    expect(replacedPreviewImage(withImage(1), withImage(1))).toBeUndefined();
    expect(replacedPreviewImage({ preview: { title: 'T' } }, withImage(1))).toBeUndefined();
    expect(replacedPreviewImage({}, {})).toBeUndefined();
  });
});

describe('dropPreviewImages', () => {
  it('deletes each named image once, and calls S3 not at all for none', async () => {
    deletePreviewImages.mockReset().mockResolvedValue();
    await dropPreviewImages([undefined, key(1), key(2), key(1)]);
    expect(deletePreviewImages.mock.calls).toEqual([[[key(1), key(2)]]]);
    await dropPreviewImages([undefined]);
    expect(deletePreviewImages).toHaveBeenCalledTimes(1);
  });

  it("logs S3's refusal and resolves: the user's request is not failed by it", async () => {
    deletePreviewImages.mockReset().mockRejectedValue(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' }));
    warn.mockReset();
    await expect(dropPreviewImages([key(1)])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('preview images'),
      expect.objectContaining({ keys: [key(1)], count: 1, error: expect.objectContaining({ name: 'AccessDenied' }) }),
    );
  });
});
