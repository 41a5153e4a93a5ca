import * as z from 'zod';
import {
  checkPreviewDescription,
  checkPreviewTitle,
  PREVIEW_IMAGE_MAX_BYTES,
  PREVIEW_IMAGE_TYPES,
  PREVIEW_MSG,
  PREVIEW_UPLOAD_TTL_SECONDS,
  previewImageKeyOf,
} from './link-preview-rules.js';

/** The schemas of link previews, over the zod-free rules of link-preview-rules.ts. */

const check = (rule: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = rule(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/**
 * PATCH /api/links/{id} `preview`: the whole preview (title required; description and image
 * optional, ''/null leave them out), or null to remove it.
 */
export const linkPreviewSchema = z
  .object(
    {
      title: z.string({ error: PREVIEW_MSG.titleRequired }).trim().superRefine(check(checkPreviewTitle)),
      description: z
        .string({ error: PREVIEW_MSG.descriptionInvalid })
        .trim()
        .superRefine(check(checkPreviewDescription))
        .nullable()
        .transform((v) => v || undefined)
        .optional(),
      /** The `imageUrl` POST /api/links/{id}/preview-image answered, once the file is uploaded to its `uploadUrl`. */
      image: z
        .string({ error: PREVIEW_MSG.imageInvalid })
        .trim()
        .max(1000, PREVIEW_MSG.imageInvalid)
        .nullable()
        .transform((v) => v || undefined)
        .refine((v) => v === undefined || previewImageKeyOf(v) !== null, PREVIEW_MSG.imageInvalid)
        .optional(),
    },
    { error: PREVIEW_MSG.previewInvalid },
  )
  .nullable();

export type LinkPreviewInput = NonNullable<z.output<typeof linkPreviewSchema>>;

export const linkPreviewAnswerSchema = z
  .strictObject({
    title: z.string(),
    description: z.string().optional(),
    image: z.string().meta({ format: 'uri' }).optional().describe("The image's URL on the app's CDN (`{APP_URL}/previews/…`)"),
  })
  .nullable()
  .describe(
    'Custom social preview: link-unfurling bots get a page with these Open Graph and Twitter Card tags instead of the redirect, and their visit is not counted; null: none (bots get the redirect like everyone)',
  );

/** POST /api/links/{id}/preview-image: the file about to be uploaded. */
export const previewImageRequestSchema = z.object(
  {
    contentType: z
      .string({ error: PREVIEW_MSG.imageType })
      .trim()
      .toLowerCase()
      .refine((v) => v in PREVIEW_IMAGE_TYPES, PREVIEW_MSG.imageType),
    bytes: z
      .number({ error: PREVIEW_MSG.imageEmpty })
      .int(PREVIEW_MSG.imageEmpty)
      .min(1, PREVIEW_MSG.imageEmpty)
      .max(PREVIEW_IMAGE_MAX_BYTES, PREVIEW_MSG.imageTooLarge),
  },
  { error: PREVIEW_MSG.imageType },
);

export type PreviewImageRequest = z.output<typeof previewImageRequestSchema>;

export const previewImageUploadSchema = z.strictObject({
  uploadUrl: z
    .string()
    .meta({ format: 'uri' })
    .describe(
      `PUT the file here within ${PREVIEW_UPLOAD_TTL_SECONDS / 60} minutes, with exactly the \`headers\` given (its Content-Type and Content-Length are signed: another type or size is refused by S3)`,
    ),
  headers: z.record(z.string(), z.string()).describe('The headers the PUT must carry (Content-Type, and x-amz-tagging: the upload is marked pending)'),
  imageUrl: z
    .string()
    .meta({ format: 'uri' })
    .describe(
      "Where the image will be served (the app's CDN); send it as `preview.image` in PATCH /api/links/{id} once uploaded. An upload no link names is deleted after a day",
    ),
  expiresAt: z.iso.datetime().describe('When `uploadUrl` stops working'),
});

export type PreviewImageUpload = z.infer<typeof previewImageUploadSchema>;
