import type * as z from 'zod';
import { CONTENT_TYPES } from '#lib/files/spreadsheet.js';
import type { JsonSchema } from './schemas.js';

/**
 * What the OpenAPI document says of one route (operations/*.ts), keyed by "METHOD path".
 * Request and response schemas are the contract's zod schemas themselves (@kisa/shared): the
 * document is generated from them (document.ts) and the API tests check real answers against
 * them (answer-check.ts).
 */
export interface OperationDoc {
  summary: string;
  tags: string[];
  /** Request body schema (JSON), if the operation takes one. */
  body?: z.ZodType;
  /** Success status → [description, what it answers]. Error statuses are listed in `errors`. */
  responses: Record<number, [string, Answer]>;
  /** Error status → description; every error answers the `Error` schema. */
  errors?: Record<number, string>;
  /** The success answer sets the session cookie. */
  setsCookie?: boolean;
  /** Query-string parameters. */
  query?: QueryParam[];
}

/** A JSON answer (a component schema), or a file download with its media types and, for a big one, a JSON answer instead. */
export type Answer = z.ZodType | { files: readonly string[]; json?: z.ZodType };

export interface QueryParam {
  name: string;
  description: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** The media types of the CSV and XLSX downloads (exports). */
export const SPREADSHEET_FILES = Object.values(CONTENT_TYPES).map((type) => type.split(';')[0]!);

export const isFileAnswer = (answer: Answer): answer is { files: readonly string[]; json?: z.ZodType } => 'files' in answer;
