import * as z from 'zod';
import { idSchema } from './ids.js';
import { checkTagName, normalizeTagName, TAG_COLORS, TAG_FILTER_MAX, TAG_MSG, TAGS_PER_LINK_MAX } from './tags.js';

/** Request schemas of the tags routes and the tag fields of other routes; answers in tag-responses.ts. */

export const tagNameSchema = z
  .string({ error: TAG_MSG.nameRequired })
  .max(400, TAG_MSG.nameTooLong)
  .transform(normalizeTagName)
  .superRefine((v, ctx) => {
    const message = checkTagName(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const tagColorSchema = z.enum(TAG_COLORS, { error: TAG_MSG.colorInvalid });

export const createTagSchema = z.object({ name: tagNameSchema, color: tagColorSchema.optional() });
export const updateTagSchema = z.object({ name: tagNameSchema.optional(), color: tagColorSchema.optional() }).strict();

/** A link's tags in a create or edit: tag ids of the team's, each once (order kept); [] clears them. */
export const tagIdsSchema = z
  .array(z.string({ error: TAG_MSG.tagIdsInvalid }), { error: TAG_MSG.tagIdsInvalid })
  .max(TAGS_PER_LINK_MAX * 4, TAG_MSG.tagIdsInvalid)
  .transform((ids) => [...new Set(ids)])
  .refine((ids) => ids.length <= TAGS_PER_LINK_MAX, TAG_MSG.perLinkLimit)
  .refine((ids) => ids.every((id) => idSchema('record').safeParse(id).success), TAG_MSG.unknownTag);

/**
 * A list filter: `tagId` repeated or comma-separated in the query (`?tagId=a&tagId=b` or
 * `?tagId=a,b`); a link with any of them matches. Absent or empty: no filter.
 */
export const tagFilterSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => [
    ...new Set(
      (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.length <= TAG_FILTER_MAX, TAG_MSG.filterInvalid);

export type CreateTagInput = z.input<typeof createTagSchema>;
export type NewTag = z.output<typeof createTagSchema>;
export type UpdateTagInput = z.input<typeof updateTagSchema>;
export type TagUpdate = z.output<typeof updateTagSchema>;
