import { MSG } from '@kisa/shared';
import { createPreviewUpload } from '#core/links/link-preview.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

/** POST /api/links/{id}/preview-image: where to upload the link's preview image. */
export const handler = apiOperation(linkOperations.createPreviewUpload, async ({ caller, params, body }) => ({
  status: 201,
  body: await createPreviewUpload(caller, parseId('record', params.id, MSG.linkNotFound), body),
}));
