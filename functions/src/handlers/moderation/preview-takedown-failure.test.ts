import type { Context } from 'aws-lambda';
import { previewImageKeyOf } from '@kisa/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeAdmin, verifiedSession } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { startCloudFrontStandIn, type CloudFrontMode } from '#test-support/cloudfront-stand-in.js';
import { previewObjectTags, uploadPreviewImage } from '#test-support/preview-images.js';

/**
 * A moderator's takedown of a link with a preview image: POST /api/admin/moderation's real handler,
 * run in this process against the test runtime's table and S3, with CloudFront (the app
 * distribution's invalidation) a stand-in that takes it, or refuses the connection, hangs, answers
 * 500, throttles, denies or answers garbage. Every time the link is disabled and its image tagged
 * `disabled` (the preview bucket's policy refuses it to CloudFront); a failed invalidation is logged
 * as an error naming the image's path and counted, and the answer is still 200. Enabling the link
 * tags the image `linked` again.
 */
const env = runtime().env;
const cloudFront = await startCloudFrontStandIn();
Object.assign(process.env, env, { PREVIEW_DISTRIBUTION_ID: 'EAPPDIST1', CLOUDFRONT_ENDPOINT: cloudFront.url, POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { handler } = await import('./moderate.js');
const { handler: blocklistHandler } = await import('./change-blocklist.js');
const { logger } = await import('#lib/logger.js');
const { metrics } = await import('#lib/metrics.js');
afterAll(() => cloudFront.close());

const context = { awsRequestId: 'takedown', functionName: 'moderation', getRemainingTimeInMillis: () => 15_000 } as unknown as Context;

const [admin, owner] = await Promise.all([verifiedSession('takedown-admin', 'Ayşe Yönetici'), verifiedSession('takedown-owner', 'İlkay Öztürk 🌙')]);
await makeAdmin(admin.user.id);

/** An admin's POST to `path`, run by its real handler in this process. */
async function post(run: typeof handler, path: string, json: unknown) {
  const res = await run(
    {
      version: '2.0',
      routeKey: `POST ${path}`,
      rawPath: path,
      headers: { authorization: admin.auth.authorization, 'content-type': 'application/json', 'x-origin-verify': env.ORIGIN_SECRET! },
      body: JSON.stringify(json),
      isBase64Encoded: false,
      requestContext: { requestId: `takedown-${Date.now()}`, http: { method: 'POST', path, sourceIp: '198.51.100.31' } },
    } as never,
    context,
  );
  return { status: res.statusCode, body: JSON.parse(String(res.body)) };
}

const moderate = (action: 'disableLink' | 'enableLink', linkId: string) =>
  post(handler, '/api/admin/moderation', { action, linkId, note: 'Sahte banka sayfası — İ/ı 🚫' });

/** A link of the owner's whose preview shows an uploaded image; its image URL. */
async function linkWithImage(host = 'example.com'): Promise<{ linkId: string; image: string }> {
  const created = await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: `https://${host}/çay-${Date.now()}-${Math.random()}` } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const linkId = created.body.id as string;
  const image = await uploadPreviewImage(owner, linkId);
  const saved = await call('PATCH', `/api/links/${linkId}`, { headers: owner.auth, json: { preview: { title: 'Çay saati 🍵', image } } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { linkId, image };
}

describe('a preview takedown', () => {
  for (const mode of ['ok', 'refuse', 'hang', 500, 'throttled', 'denied', 'garbage'] as CloudFrontMode[]) {
    it(`${mode}: the link is disabled and its image refused to CloudFront${mode === 'ok' ? ', its edge copy invalidated' : '; the failed invalidation is logged and counted'}`, async () => {
      const { linkId, image } = await linkWithImage();
      const path = `/${previewImageKeyOf(image)}`;
      const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      const counted = vi.spyOn(metrics, 'addMetric');
      const before = cloudFront.requests.length;
      cloudFront.mode = mode;
      try {
        const disabled = await moderate('disableLink', linkId);
        expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
        expect(await previewObjectTags(image)).toEqual({ 'kisa-preview': 'disabled' });
        const sent = cloudFront.requests.slice(before);
        expect(sent.length, 'invalidation attempts').toBeGreaterThanOrEqual(1);
        for (const request of sent) expect(request).toEqual({ method: 'POST', path: '/2020-05-31/distribution/EAPPDIST1/invalidation', paths: [path] });
        const failures = errors.mock.calls.filter(([message]) => String(message).startsWith('Could not invalidate preview images'));
        expect(failures.map(([, extra]) => (extra as { paths: string[] }).paths)).toEqual(mode === 'ok' ? [] : [[path]]);
        expect(counted.mock.calls.filter(([name]) => name === 'PreviewInvalidationsFailed')).toHaveLength(mode === 'ok' ? 0 : 1);
      } finally {
        cloudFront.mode = 'ok';
        errors.mockRestore();
        counted.mockRestore();
      }
      const enabled = await moderate('enableLink', linkId);
      expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
      expect(await previewObjectTags(image)).toEqual({ 'kisa-preview': 'linked' });
    }, 60_000);
  }

  for (const mode of ['ok', 'throttled'] as CloudFrontMode[]) {
    it(`a blocklist entry (${mode}): the links it disables lose their images, one invalidation naming them all`, async () => {
      const host = `takedown-${mode}-${Date.now()}.example.org`;
      const links = [await linkWithImage(host), await linkWithImage(host)];
      const paths = links.map(({ image }) => `/${previewImageKeyOf(image)}`).sort();
      const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      const before = cloudFront.requests.length;
      cloudFront.mode = mode;
      try {
        const blocked = await post(blocklistHandler as typeof handler, '/api/admin/blocklist', { action: 'add', entries: [host] });
        expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
        expect(blocked.body).toMatchObject({ linksDisabled: 2, linksLeft: false });
        for (const { image } of links) expect(await previewObjectTags(image)).toEqual({ 'kisa-preview': 'disabled' });
        const sent = cloudFront.requests.slice(before);
        expect(sent.length).toBe(mode === 'ok' ? 1 : 3);
        for (const request of sent) expect([...request.paths].sort()).toEqual(paths);
        expect(errors.mock.calls.filter(([message]) => String(message).startsWith('Could not invalidate'))).toHaveLength(mode === 'ok' ? 0 : 1);
      } finally {
        cloudFront.mode = 'ok';
        errors.mockRestore();
      }
    }, 60_000);
  }

  it("an owner's edit of a disabled link naming its image again does not bring the image back", async () => {
    const { linkId, image } = await linkWithImage();
    expect((await moderate('disableLink', linkId)).status).toBe(200);
    const edited = await call('PATCH', `/api/links/${linkId}`, { headers: owner.auth, json: { preview: { title: 'Yeni başlık — ışık 🌅', image } } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await previewObjectTags(image), 'the image stays refused to CloudFront').toEqual({ 'kisa-preview': 'disabled' });
  }, 60_000);
});
