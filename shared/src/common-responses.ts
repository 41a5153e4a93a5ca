import * as z from 'zod';
import { count } from './response-parts.js';

/**
 * Answers every capability uses. Response schemas are strict: an answer carries exactly the
 * fields named here, so the API tests catch a field that leaks out or goes missing
 * (functions/src/test-support/api.ts checks every JSON answer against them).
 */

/** A confirmation: what the app shows. */
export const messageSchema = z.strictObject({ message: z.string() });

/** One wrong field of a request, in a validation problem. */
export const problemFieldSchema = z.strictObject({
  pointer: z.string().describe("Where: a JSON Pointer into the body (`/longUrl`, `/utm/source`), or a query parameter's name"),
  detail: z.string().describe('What is wrong with it, for people'),
  code: z.string().describe("A machine code: the message's (`url-invalid`), `unknown-field`, or the validator's (`invalid-type`)"),
});

/**
 * Every failure (4xx, 5xx): an RFC 9457 problem document, sent as `application/problem+json`.
 * `code` is stable (shared/src/problem-codes.ts derives it from the message catalogue); `detail`
 * is the message the app shows, also sent as `errorMessage` (what the web app reads).
 */
export const problemSchema = z
  .strictObject({
    type: z.string().describe('The problem type, a URI reference: `/api/problems#<code>`'),
    title: z.string().describe('The code in words, the same on every occurrence (`Alias taken`)'),
    status: z.number().int().min(400).max(599).describe('The HTTP status'),
    detail: z.string().describe('What went wrong, for people (the message the app shows)'),
    code: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .describe('A stable machine code, kebab-case (`alias-taken`, `unknown-field`, `not-found`): match this, never the text'),
    errors: z.array(problemFieldSchema).optional().describe('Validation failures: every wrong field of the request'),
    errorMessage: z.string().describe('The same as `detail`, kept for clients that read it'),
  })
  .describe('An RFC 9457 problem document (`application/problem+json`)');

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
export type Problem = z.infer<typeof problemSchema>;
