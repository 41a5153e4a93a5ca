import type { LinkRecord } from '#data/links/index.js';
import { deletePreviewImages } from '#data/previews/preview-images.js';
import { logger } from '#lib/logger.js';

/**
 * Deleting preview images no link shows any more: the one a PATCH replaced or removed,
 * a deleted link's, a deleted campaign's links'. Always after the write that let go of them
 * succeeded (a failed write keeps the image the link still shows), and never failing the caller:
 * a refusal is logged and the object stays (the bucket's lifecycle rule does not take it: it is
 * tagged `linked`). Images uploaded but never saved go by the lifecycle rule instead
 * (PREVIEW_IMAGE_TAG).
 */

/** The image `before` showed that `after` no longer does (after a link edit), if any. */
export function replacedPreviewImage(before: Pick<LinkRecord, 'preview'>, after: Pick<LinkRecord, 'preview'> | null): string | undefined {
  const old = before.preview?.imageKey;
  return old && old !== after?.preview?.imageKey ? old : undefined;
}

/** Deletes these images; failures are logged, never thrown. */
export async function dropPreviewImages(keys: readonly (string | undefined)[]): Promise<void> {
  const unique = [...new Set(keys.filter((k): k is string => !!k))];
  if (unique.length === 0) return;
  try {
    await deletePreviewImages(unique);
  } catch (error) {
    logger.warn('Could not delete preview images no link shows; they stay in the bucket', {
      keys: unique.slice(0, 20),
      count: unique.length,
      error: error as Error,
    });
  }
}

/** After a link edit: deletes the image it no longer shows. */
export function dropReplacedPreviewImage(before: LinkRecord, after: LinkRecord): Promise<void> {
  return dropPreviewImages([replacedPreviewImage(before, after)]);
}
