import * as z from 'zod';
import { count, instant } from './response-parts.js';
import { TAG_COLORS } from './tags.js';

/** Answers of the tags routes; requests in tag-schemas.ts. */

/** A tag as a link answer carries it. */
export const tagRefSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
});

export const tagSchema = z.strictObject({
  ...tagRefSchema.shape,
  createdAt: instant,
  links: count.describe("The team's links that carry the tag now (exact: counted from the team's search index)"),
});

export const tagListSchema = z.strictObject({ items: z.array(tagSchema) });

export type TagRef = z.infer<typeof tagRefSchema>;
export type Tag = z.infer<typeof tagSchema>;
export type TagList = z.infer<typeof tagListSchema>;
