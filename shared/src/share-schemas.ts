import * as z from 'zod';
import { isId } from './ids.js';
import { count, instant, userRef } from './response-parts.js';
import { SHARE_MSG, SHARE_PASSWORD_MAX, SHARE_TARGET_KINDS } from './shares.js';

/** Requests and answers of the shared dashboards (shares.ts). */

const targetSchema = z.object(
  {
    kind: z.enum(SHARE_TARGET_KINDS, { error: SHARE_MSG.targetInvalid }),
    id: z
      .string({ error: SHARE_MSG.targetInvalid })
      .refine((v) => isId('record', v), SHARE_MSG.targetInvalid)
      .describe('The link, campaign or tag id'),
  },
  { error: SHARE_MSG.targetInvalid },
);

export const createShareSchema = z.object({
  target: targetSchema,
  /** Absent or empty: no password. */
  password: z
    .string({ error: SHARE_MSG.passwordInvalid })
    .max(SHARE_PASSWORD_MAX, SHARE_MSG.passwordInvalid)
    .transform((v) => v || undefined)
    .optional(),
  expiresAt: z
    .string({ error: SHARE_MSG.expiryInvalid })
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), SHARE_MSG.expiryInvalid)
    .nullable()
    .optional()
    .describe('ISO 8601 date and time; absent or null: the share never expires (it can still be revoked)'),
  visitors: z.boolean().optional().describe('Also share the visitor log (each visit: time, place, device, IP); off by default'),
});

export const unlockShareSchema = z.object({
  password: z.string({ error: SHARE_MSG.wrongPassword }).describe(`The share's password (at most ${SHARE_PASSWORD_MAX} characters)`),
});

const targetRefSchema = z.strictObject({
  kind: z.enum(SHARE_TARGET_KINDS),
  id: z.string(),
  name: z.string().describe("The link's title (or its short link), the campaign's or the tag's name, as now"),
});

export const shareSchema = z.strictObject({
  id: z.string(),
  target: targetRefSchema,
  password: z.strictObject({ enabled: z.boolean() }).describe('Never the password or its hash'),
  visitors: z.boolean().describe('The visitor log is shared too'),
  expiresAt: instant.nullable(),
  createdAt: instant,
  createdBy: userRef,
  revokedAt: instant.nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});

/** A new share: the token and its URL are shown once (only a hash of the token is kept). */
export const createdShareSchema = z.strictObject({
  ...shareSchema.shape,
  token: z.string().optional().describe("The share URL's secret: shown once, never stored (omitted on an idempotent replay)"),
  url: z.string().optional().describe("The shared dashboard's page, `{app}/share/{token}` (omitted on an idempotent replay)"),
});

export const shareListSchema = z.strictObject({ items: z.array(shareSchema), total: count });

/** What the shared page needs before any figures: what it shows, whether it asks for a password. */
export const sharedDashboardSchema = z.strictObject({
  target: z.strictObject({ kind: z.enum(SHARE_TARGET_KINDS), name: z.string() }),
  passwordRequired: z.boolean(),
  visitors: z.boolean(),
  expiresAt: instant.nullable(),
});

export const shareAccessSchema = z.strictObject({
  access: z.string().describe("Send as the `X-Share-Access` header with the share's analytics calls"),
  expiresAt: instant,
});

export type CreateShareInput = z.input<typeof createShareSchema>;
export type NewShare = z.output<typeof createShareSchema>;
export type Share = z.infer<typeof shareSchema>;
export type CreatedShare = z.infer<typeof createdShareSchema>;
export type ShareList = z.infer<typeof shareListSchema>;
export type SharedDashboard = z.infer<typeof sharedDashboardSchema>;
export type ShareAccess = z.infer<typeof shareAccessSchema>;
