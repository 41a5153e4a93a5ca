import { MSG, previewImageRequestSchema } from '@kisa/shared';
import { createPreviewUpload } from '#domain/links/link-preview.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

/** POST /api/links/{id}/preview-image (issue 27): where to upload the link's preview image. */
export const handler = apiHandler(
  async ({ caller, params, body }) => ({
    status: 201,
    body: await createPreviewUpload(caller, parseId('record', params.id, MSG.linkNotFound), parseInput(previewImageRequestSchema, body)),
  }),
  { auth: 'user' },
);
