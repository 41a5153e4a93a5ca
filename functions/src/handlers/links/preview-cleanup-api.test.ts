import { MSG, type BulkQueued, type Campaign, type Link, type Paged } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { previewObjectExists, previewObjectTags, uploadPreviewImage } from '#test-support/preview-images.js';

// Preview images no link shows any more are deleted: the one an edit replaced or removed,
// a deleted link's, a deleted campaign's links' — after the write that let go of them, so a failed
// write keeps the image the link still shows. Through the API, the gateway and the S3 emulator.

let owner: Session;

beforeAll(async () => {
  owner = await verifiedSession('preview-cleanup');
});

async function newLink(): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', {
    headers: owner.auth,
    json: { longUrl: 'https://example.com/cleanup', shortUrl: `pc${randomBytes(5).toString('hex')}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const patch = (link: Pick<Link, 'id'>, json: unknown) => call<Link>('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json });

/** Uploads an image for the link and saves it as the link's preview image. */
async function withImage(link: Pick<Link, 'id'>, title = 'Kahvaltı'): Promise<string> {
  const image = await uploadPreviewImage(owner, link.id);
  const saved = await patch(link, { preview: { title, image } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.preview?.image).toBe(image);
  return image;
}

/** What the app's origin answers for the image (the gateway, as /previews/* in AWS). */
const served = async (image: string) => (await fetch(image)).status;

describe('preview images no link shows are deleted', () => {
  it('a saved image is tagged linked (the lifecycle rule expires only pending uploads); replacing it deletes the old one after the write', async () => {
    const link = await newLink();
    const first = await withImage(link);
    expect(await previewObjectTags(first)).toEqual({ 'kisa-preview': 'linked' });

    // Edits that leave the image alone keep it — the same image named again included.
    expect((await patch(link, { title: 'Renamed' })).status).toBe(200);
    expect((await patch(link, { preview: { title: 'Yeni başlık', image: first } })).body.preview?.image).toBe(first);
    expect({ stored: await previewObjectExists(first), served: await served(first) }).toEqual({ stored: true, served: 200 });

    const second = await uploadPreviewImage(owner, link.id);
    const replaced = await patch(link, { preview: { title: 'Yeni başlık', image: second } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.preview?.image).toBe(second);
    expect({ stored: await previewObjectExists(first), served: await served(first) }, 'the replaced image').toEqual({ stored: false, served: 404 });
    expect({ stored: await previewObjectExists(second), served: await served(second) }, 'the new image').toEqual({ stored: true, served: 200 });
    expect(await previewObjectTags(second)).toEqual({ 'kisa-preview': 'linked' });
  });

  it('removing the preview (or only its image) deletes the image', async () => {
    const link = await newLink();
    const image = await withImage(link);
    const textOnly = await patch(link, { preview: { title: 'Resimsiz' } });
    expect(textOnly.body.preview).toEqual({ title: 'Resimsiz' });
    expect({ stored: await previewObjectExists(image), served: await served(image) }).toEqual({ stored: false, served: 404 });

    const again = await withImage(link);
    const removed = await patch(link, { preview: null });
    expect({ status: removed.status, preview: removed.body.preview }).toEqual({ status: 200, preview: null });
    expect({ stored: await previewObjectExists(again), served: await served(again) }).toEqual({ stored: false, served: 404 });
  });

  it('a write that fails keeps the image the link still shows', async () => {
    const link = await newLink();
    const taken = await newLink();
    const image = await withImage(link);
    const next = await uploadPreviewImage(owner, link.id);
    // The new image passes its checks, then the write is refused (the alias is another link's).
    const refused = await patch(link, { shortUrl: taken.shortUrl, preview: { title: 'Olmadı', image: next } });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: expect.objectContaining({ errorMessage: MSG.aliasTaken }) });
    expect((await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth })).body.preview?.image).toBe(image);
    expect({ stored: await previewObjectExists(image), served: await served(image) }).toEqual({ stored: true, served: 200 });
  });

  it("deleting the link deletes its image; another link's image stays", async () => {
    const [link, kept] = await Promise.all([newLink(), newLink()]);
    const [image, keptImage] = await Promise.all([withImage(link), withImage(kept)]);
    expect((await call('DELETE', `/api/links/${link.id}`, { headers: owner.auth })).status).toBe(200);
    expect({ stored: await previewObjectExists(image), served: await served(image) }).toEqual({ stored: false, served: 404 });
    expect({ stored: await previewObjectExists(keptImage), served: await served(keptImage) }).toEqual({ stored: true, served: 200 });
  });

  it("deleting a campaign deletes its links' images", async () => {
    const created = await call<Campaign>('POST', '/api/campaigns', { headers: owner.auth, json: { name: 'Önizlemeler' } });
    expect(created.status).toBe(201);
    const campaign = created.body;
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.id}/links`, {
      headers: owner.auth,
      json: { links: [{ longUrl: 'https://example.com/c1' }, { longUrl: 'https://example.com/c2' }] },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const deadline = Date.now() + 45_000;
    while ((await call<Campaign>('GET', `/api/campaigns/${campaign.id}`, { headers: owner.auth })).body.status !== 'done') {
      if (Date.now() > deadline) throw new Error('the campaign did not finish in 45 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    const links = (await call<Paged<Link>>('GET', `/api/campaigns/${campaign.id}/links`, { headers: owner.auth })).body.items;
    expect(links).toHaveLength(2);
    const images = await Promise.all(links.map((l) => withImage(l)));

    // A small idle campaign is purged within the call (200), its links' images with it.
    expect((await call('DELETE', `/api/campaigns/${campaign.id}`, { headers: owner.auth })).status).toBe(200);
    for (const image of images)
      expect({ image, stored: await previewObjectExists(image), served: await served(image) }).toEqual({ image, stored: false, served: 404 });
  });
});
