import * as z from 'zod';
import { count } from './response-parts.js';

/**
 * Answers every capability uses. Response schemas are strict: an answer carries exactly the
 * fields named here, so the API tests catch a field that leaks out or goes missing
 * (functions/src/test-support/api.ts checks every JSON answer against them).
 */

/** A confirmation: what the app shows. */
export const messageSchema = z.strictObject({ message: z.string() });

/** Every failure (4xx, 5xx): the message the app shows. */
export const errorSchema = z.strictObject({ errorMessage: z.string() });

/** A big export: a presigned download URL instead of the file. */
export const exportDownloadSchema = z.strictObject({
  url: z.url().describe('Presigned download URL, valid 15 minutes'),
  filename: z.string(),
});

/** One page of a list that is paged by number (`page` from 1). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: count.describe('How many there are in all'),
    page: z.number().int().min(1).describe('The page asked for'),
  });

export type Paged<T> = z.infer<ReturnType<typeof pagedSchema<z.ZodType<T>>>>;
export type MessageResponse = z.infer<typeof messageSchema>;
