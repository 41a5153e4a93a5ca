import {
  checkPreviewDescription,
  checkPreviewImageFile,
  checkPreviewTitle,
  IMAGE_SIGNATURE_BYTES,
  imageTypeOf,
  PREVIEW_DESCRIPTION_MAX,
  PREVIEW_MSG,
  PREVIEW_TITLE_MAX,
  type Link,
  type LinkPatch,
} from '@kisa/shared';

/**
 * The Social Preview tab's form, pure: what the fields start as, what a save sends,
 * and which field a message belongs to. The checks are the API's own (shared link-preview-rules).
 */

export type PreviewField = 'title' | 'description' | 'image';

export interface PreviewDraft {
  title: string;
  description: string;
  /** The image's URL on the app's CDN (uploaded), or '' for none. */
  image: string;
  indexable: boolean;
}

export function draftOf(link: Pick<Link, 'preview' | 'indexable'>): PreviewDraft {
  return { title: link.preview?.title ?? '', description: link.preview?.description ?? '', image: link.preview?.image ?? '', indexable: link.indexable };
}

/** Characters as the API counts them (code points: an emoji or a Turkish letter is one). */
export const charCount = (value: string) => [...value.trim()].length;

export const titleCounter = (title: string) => `${charCount(title)} / ${PREVIEW_TITLE_MAX}`;
export const descriptionCounter = (description: string) => `${charCount(description)} / ${PREVIEW_DESCRIPTION_MAX}`;

/**
 * What Save sends: the preview (null when every field is empty: none) and the indexing choice, or
 * the first problem and its field. A description or an image without a title is refused (a
 * preview has a title).
 */
export function previewPatch(draft: PreviewDraft): { patch: Pick<LinkPatch, 'preview' | 'indexable'> } | { error: string; field: PreviewField } {
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (!title && !description && !draft.image) return { patch: { preview: null, indexable: draft.indexable } };
  const titleProblem = checkPreviewTitle(title);
  if (titleProblem) return { error: titleProblem, field: 'title' };
  const descriptionProblem = checkPreviewDescription(description);
  if (descriptionProblem) return { error: descriptionProblem, field: 'description' };
  return { patch: { preview: { title, ...(description ? { description } : {}), ...(draft.image ? { image: draft.image } : {}) }, indexable: draft.indexable } };
}

/** The field a server message is about (the form marks it). */
export function fieldOfMessage(message: string): PreviewField | null {
  if (message === PREVIEW_MSG.titleRequired || message === PREVIEW_MSG.titleTooLong || message === PREVIEW_MSG.titleInvalid) return 'title';
  if (message === PREVIEW_MSG.descriptionTooLong || message === PREVIEW_MSG.descriptionInvalid) return 'description';
  if (
    (
      [
        PREVIEW_MSG.imageInvalid,
        PREVIEW_MSG.imageNotImage,
        PREVIEW_MSG.imageTooLarge,
        PREVIEW_MSG.imageType,
        PREVIEW_MSG.imageEmpty,
        PREVIEW_MSG.uploadFailed,
      ] as string[]
    ).includes(message)
  )
    return 'image';
  return null;
}

/** A chosen file's problem before anything is uploaded (the server's messages), or null. */
export const imageFileProblem = (file: Pick<File, 'type' | 'size'>) => checkPreviewImageFile({ type: file.type, size: file.size });

/**
 * A file whose first bytes are not the image its type claims (a renamed text or PDF file): the
 * API refuses it at Save, so the editor refuses it before uploading, instead of saying "uploaded".
 */
export async function imageContentProblem(file: Pick<File, 'type' | 'slice'>): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOf(head) === file.type ? null : PREVIEW_MSG.fileNotImage;
}

/** What the card shows for the site: the short link's host (bots show the og:url's). */
export function cardHost(shortLabel: string): string {
  return shortLabel.split('/')[0] ?? shortLabel;
}
