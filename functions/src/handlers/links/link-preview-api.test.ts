import { PREVIEW_IMAGE_MAX_BYTES, PREVIEW_MSG, type Link } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { putUpload, requestUpload, TINY_PNG, uploadPreviewImage } from '#test-support/preview-images.js';

// Custom social previews: the image's presigned upload against the local S3 emulator,
// the gateway serving it under /previews/…, and PATCH preview / indexable.

let owner: Session;
let other: Session;

beforeAll(async () => {
  [owner, other] = await Promise.all([verifiedSession('preview'), verifiedSession('preview-other')]);
});

async function newLink(session = owner): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', {
    headers: session.auth,
    json: { longUrl: 'https://example.com/preview', shortUrl: `pv${randomBytes(5).toString('hex')}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const patch = (link: Link, json: unknown, session = owner) => call<Link>('PATCH', `/api/links/${link.id}`, { headers: session.auth, json });

describe('preview image upload (presigned URL)', () => {
  it('uploads to the presigned URL, serves the image from the gateway under /previews/…, and a PATCH names it', async () => {
    const link = await newLink();
    expect({ preview: link.preview, indexable: link.indexable }).toEqual({ preview: null, indexable: false });
    const upload = await requestUpload(owner, link.id, 'image/png', TINY_PNG.length);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    // The upload is tagged pending (signed): the bucket's lifecycle rule expires it unless a link names it.
    expect(upload.body.headers).toEqual({ 'Content-Type': 'image/png', 'x-amz-tagging': 'kisa-preview=pending' });
    const imageUrl = new URL(upload.body.imageUrl);
    expect(imageUrl.origin).toBe(runtime().appUrl);
    expect(imageUrl.pathname).toMatch(new RegExp(`^/previews/${owner.user.teamId}/${link.id}/[0-9a-f-]{36}\\.png$`));
    // The URL is signed for its type and size, and works 15 minutes.
    const presigned = new URL(upload.body.uploadUrl);
    expect(presigned.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;x-amz-tagging');
    expect(presigned.searchParams.has('x-amz-tagging'), 'the tag goes as a header, never hoisted into the query').toBe(false);
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(Date.parse(upload.body.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);

    // Not there before the upload.
    expect((await fetch(upload.body.imageUrl)).status).toBe(404);
    expect(await putUpload(upload.body, TINY_PNG)).toBe(200);
    const served = await fetch(upload.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const saved = await patch(link, {
      preview: { title: 'Çay saati 🍵', description: 'İstanbul’un en iyi simidi', image: upload.body.imageUrl },
      indexable: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect({ preview: saved.body.preview, indexable: saved.body.indexable }).toEqual({
      preview: { title: 'Çay saati 🍵', description: 'İstanbul’un en iyi simidi', image: upload.body.imageUrl },
      indexable: true,
    });
    const read = await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth });
    expect({ preview: read.body.preview, indexable: read.body.indexable }).toEqual({ preview: saved.body.preview, indexable: true });

    // Other edits keep it; null removes it; indexable goes back to false.
    expect((await patch(link, { title: 'Renamed' })).body.preview).toEqual(saved.body.preview);
    const removed = await patch(link, { preview: null, indexable: false });
    expect({ preview: removed.body.preview, indexable: removed.body.indexable }).toEqual({ preview: null, indexable: false });
  });

  it('refuses another type or an oversize file before any URL is made; only names the API hands out are served', async () => {
    const link = await newLink();
    for (const [contentType, bytes, message] of [
      ['image/svg+xml', 100, PREVIEW_MSG.imageType],
      ['text/html', 100, PREVIEW_MSG.imageType],
      ['image/png', PREVIEW_IMAGE_MAX_BYTES + 1, PREVIEW_MSG.imageTooLarge],
      ['image/png', 0, PREVIEW_MSG.imageEmpty],
    ] as const) {
      const res = await requestUpload(owner, link.id, contentType, bytes);
      expect({ contentType, bytes, status: res.status, body: res.body }).toEqual({
        contentType,
        bytes,
        status: 400,
        body: expect.objectContaining({ errorMessage: message }),
      });
    }
    for (const path of ['/previews/x.png', '/previews/', `/previews/${owner.user.teamId}/${link.id}/../../secret.png`]) {
      expect((await fetch(`${runtime().appUrl}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${runtime().appUrl}/previews/x.png`, { method: 'POST' })).status).toBe(405);
  });

  it('reads an uploaded file back before a link names it: too large, not the image it claims, or another type than signed are refused', async () => {
    const link = await newLink();
    // The S3 emulator does not hold a PUT to its signed size or type (S3 does): the read-back does.
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(PREVIEW_IMAGE_MAX_BYTES)]);
    const small = await requestUpload(owner, link.id, 'image/png', TINY_PNG.length);
    expect(await putUpload(small.body, big)).toBe(200);
    expect((await patch(link, { preview: { title: 'Big', image: small.body.imageUrl } })).body).toMatchObject({ errorMessage: PREVIEW_MSG.imageTooLarge });

    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const fake = await requestUpload(owner, link.id, 'image/png', html.length);
    expect(await putUpload(fake.body, html)).toBe(200);
    expect((await patch(link, { preview: { title: 'Fake', image: fake.body.imageUrl } })).body).toMatchObject({ errorMessage: PREVIEW_MSG.imageNotImage });

    const retyped = await requestUpload(owner, link.id, 'image/png', TINY_PNG.length);
    expect(await putUpload(retyped.body, TINY_PNG, { 'Content-Type': 'text/html' })).toBe(200);
    expect((await patch(link, { preview: { title: 'Retyped', image: retyped.body.imageUrl } })).body).toMatchObject({
      errorMessage: PREVIEW_MSG.imageNotImage,
    });

    // Never uploaded, another link's, another origin's: not this link's image.
    const never = await requestUpload(owner, link.id, 'image/png', TINY_PNG.length);
    const otherLink = await newLink();
    const othersImage = await uploadPreviewImage(owner, otherLink.id);
    for (const image of [never.body.imageUrl, othersImage, othersImage.replace(runtime().appUrl, 'https://elsewhere.example')]) {
      const res = await patch(link, { preview: { title: 'Not mine', image } });
      expect({ image, status: res.status, body: res.body }).toEqual({
        image,
        status: 400,
        body: expect.objectContaining({ errorMessage: PREVIEW_MSG.imageInvalid }),
      });
    }
    expect((await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth })).body.preview).toBeNull();
  });

  it("another team's link is not found, whoever asks for its upload URL", async () => {
    const link = await newLink();
    const res = await requestUpload(other, link.id, 'image/png', 10);
    expect(res.status).toBe(404);
    // And another team's image cannot be named on one's own link.
    const mine = await newLink(other);
    const theirs = await uploadPreviewImage(owner, link.id);
    expect((await patch(mine, { preview: { title: 'T', image: theirs } }, other)).body).toMatchObject({ errorMessage: PREVIEW_MSG.imageInvalid });
  });
});
