import * as z from 'zod';
import { checkTarget } from './link-rules.js';
import { isPlainText } from './text-rules.js';
import { normalizeUrl } from './urls.js';
import { isValidTimeZone } from './zoned-days.js';
import {
  LANGUAGE_TAG_RE,
  normalizeLanguage,
  RULE_COUNTRIES_MAX,
  RULE_DEVICES,
  RULE_LANGUAGES_MAX,
  RULE_MSG,
  RULE_NAME_MAX,
  RULE_OSES,
  RULE_QUERY_MAX,
  RULES_PER_LINK_MAX,
  AUTO_PROMOTE_CONFIDENCES,
  COUNTRY_CODES,
  AUTO_PROMOTE_MIN_VISITORS_MAX,
  AUTO_PROMOTE_MIN_VISITORS_MIN,
  SPLIT_MSG,
  SPLIT_VARIANTS_MAX,
  SPLIT_VARIANTS_MIN,
  SPLIT_WEIGHT_MAX,
} from './targeting-rules.js';

/**
 * Targeting rules and A/B splits: the request and answer schemas. The redirect sends a
 * visitor to the first rule whose every condition holds, else their split variant, else by device
 * (redirects), else to the target; the link's UTM values apply to each destination. Limits,
 * messages, stored shapes and the variant pick are in targeting-rules.ts (zod-free: the redirect
 * imports them).
 */

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const list = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z
    .array(item, { error: message })
    .max(max, message)
    .transform((v) => [...new Set(v as z.output<T>[])])
    .optional();

const destination = z
  .string({ error: RULE_MSG.destinationRequired })
  .transform(normalizeUrl)
  .superRefine((v, ctx) => {
    const message = checkTarget(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const targetingRuleSchema = z
  .object(
    {
      /** Kept across edits (analytics name the rule that sent a click); a new rule gets one. */
      id: z
        .string()
        .regex(/^[a-z0-9]{6,12}$/, RULE_MSG.rulesInvalid)
        .optional(),
      name: z.string({ error: RULE_MSG.nameInvalid }).trim().max(RULE_NAME_MAX, RULE_MSG.nameInvalid).refine(isPlainText, RULE_MSG.nameInvalid).optional(),
      countries: list(
        // An assigned code only (ZZ, XX are no country): the list the Targeting tab and bulk columns offer.
        z
          .string({ error: RULE_MSG.countryInvalid })
          .trim()
          .toUpperCase()
          .refine((v) => COUNTRY_CODES.includes(v), RULE_MSG.countryInvalid),
        RULE_COUNTRIES_MAX,
        RULE_MSG.countryInvalid,
      ),
      languages: list(
        z
          .string({ error: RULE_MSG.languageInvalid })
          .transform(normalizeLanguage)
          .refine((v) => LANGUAGE_TAG_RE.test(v), RULE_MSG.languageInvalid),
        RULE_LANGUAGES_MAX,
        RULE_MSG.languageInvalid,
      ),
      devices: list(z.enum(RULE_DEVICES, { error: RULE_MSG.deviceInvalid }), RULE_DEVICES.length, RULE_MSG.deviceInvalid),
      os: list(z.enum(RULE_OSES, { error: RULE_MSG.osInvalid }), RULE_OSES.length, RULE_MSG.osInvalid),
      query: z
        .object(
          {
            name: z.string({ error: RULE_MSG.queryInvalid }).trim().min(1, RULE_MSG.queryInvalid).max(RULE_QUERY_MAX, RULE_MSG.queryInvalid),
            /** Absent: the parameter is present (any value). */
            value: z.string({ error: RULE_MSG.queryInvalid }).max(RULE_QUERY_MAX, RULE_MSG.queryInvalid).optional(),
          },
          { error: RULE_MSG.queryInvalid },
        )
        .optional(),
      window: z
        .object(
          {
            from: z.string({ error: RULE_MSG.windowInvalid }).regex(LOCAL_TIME, RULE_MSG.windowInvalid).optional(),
            to: z.string({ error: RULE_MSG.windowInvalid }).regex(LOCAL_TIME, RULE_MSG.windowInvalid).optional(),
            timeZone: z.string({ error: RULE_MSG.windowInvalid }).refine(isValidTimeZone, RULE_MSG.windowInvalid),
          },
          { error: RULE_MSG.windowInvalid },
        )
        .refine((w) => (w.from || w.to) && (!w.from || !w.to || w.from < w.to), RULE_MSG.windowInvalid)
        .optional(),
      destination,
    },
    { error: RULE_MSG.rulesInvalid },
  )
  .refine((r) => !!(r.countries?.length || r.languages?.length || r.devices?.length || r.os?.length || r.query || r.window), RULE_MSG.conditionRequired);

/** A link's rules in an edit: the whole ordered list; [] removes them. */
export const targetingRulesSchema = z.array(targetingRuleSchema, { error: RULE_MSG.rulesInvalid }).max(RULES_PER_LINK_MAX, RULE_MSG.rulesInvalid);

export type TargetingRuleInput = z.output<typeof targetingRuleSchema>;

/** The answer's shape of a rule (OpenAPI). */
export const targetingRuleAnswerSchema = z.strictObject({
  id: z.string().describe('Names the rule in analytics (`rule` of a click); kept across edits'),
  name: z.string().optional(),
  countries: z.array(z.string()).optional().describe('ISO 3166-1 alpha-2; the visitor’s country (CloudFront’s viewer country; locally the address’s)'),
  languages: z.array(z.string()).optional().describe('BCP 47, lower-cased; the visitor’s first choice in Accept-Language. `en` also matches `en-gb`'),
  devices: z.array(z.enum(RULE_DEVICES)).optional(),
  os: z.array(z.enum(RULE_OSES)).optional(),
  query: z
    .strictObject({ name: z.string(), value: z.string().optional() })
    .optional()
    .describe('The short link’s own query: the parameter present (or equal to `value`)'),
  window: z
    .strictObject({ from: z.string().optional(), to: z.string().optional(), timeZone: z.string() })
    .optional()
    .describe('Local times `YYYY-MM-DDTHH:mm` in `timeZone`; from inclusive, to exclusive'),
  destination: z.string(),
});

/** POST /api/links/{id}/split/promote: the variant whose destination becomes the link's target. */
export const promoteVariantSchema = z.object({
  variantId: z.string({ error: SPLIT_MSG.variantRequired }).min(1, SPLIT_MSG.variantRequired).max(20, SPLIT_MSG.variantRequired),
});

export const splitVariantSchema = z.object(
  {
    /** Kept across edits (clicks record it); a new variant gets one. */
    id: z
      .string()
      .regex(/^[a-z0-9]{6,12}$/, SPLIT_MSG.variantsInvalid)
      .optional(),
    name: z
      .string({ error: SPLIT_MSG.variantNameInvalid })
      .trim()
      .max(RULE_NAME_MAX, SPLIT_MSG.variantNameInvalid)
      .refine(isPlainText, SPLIT_MSG.variantNameInvalid)
      .optional(),
    destination,
    weight: z
      .number({ error: SPLIT_MSG.variantsInvalid })
      .int(SPLIT_MSG.variantsInvalid)
      .min(1, SPLIT_MSG.variantsInvalid)
      .max(SPLIT_WEIGHT_MAX, SPLIT_MSG.variantsInvalid),
  },
  { error: SPLIT_MSG.variantsInvalid },
);

/** Automatic promotion of a split's leader; absent or null: the owner ends the test. */
export const autoPromoteSchema = z
  .object(
    {
      confidence: z
        .number({ error: SPLIT_MSG.autoPromoteInvalid })
        .refine((n) => (AUTO_PROMOTE_CONFIDENCES as readonly number[]).includes(n), SPLIT_MSG.autoPromoteInvalid),
      minVisitors: z
        .number({ error: SPLIT_MSG.autoPromoteInvalid })
        .int(SPLIT_MSG.autoPromoteInvalid)
        .min(AUTO_PROMOTE_MIN_VISITORS_MIN, SPLIT_MSG.autoPromoteInvalid)
        .max(AUTO_PROMOTE_MIN_VISITORS_MAX, SPLIT_MSG.autoPromoteInvalid),
    },
    { error: SPLIT_MSG.autoPromoteInvalid },
  )
  .nullable()
  .optional();

/** A link's split in an edit: its variants (2–5) and its automatic promotion, or null to end it. */
export const splitSchema = z
  .object(
    {
      variants: z
        .array(splitVariantSchema, { error: SPLIT_MSG.variantsInvalid })
        .min(SPLIT_VARIANTS_MIN, SPLIT_MSG.variantsInvalid)
        .max(SPLIT_VARIANTS_MAX, SPLIT_MSG.variantsInvalid),
      autoPromote: autoPromoteSchema,
    },
    { error: SPLIT_MSG.variantsInvalid },
  )
  .nullable();

export const splitPromotionAnswerSchema = z
  .strictObject({
    variantId: z.string(),
    name: z.string().optional(),
    destination: z.string().describe('Now the link’s target'),
    promotedAt: z.iso.datetime(),
    automatic: z.boolean().describe('true: promoted by the automatic promotion; false: by a member'),
  })
  .nullable()
  .describe('How the link’s last A/B test ended: the variant promoted; null: none has been');

export const splitAnswerSchema = z
  .strictObject({
    variants: z.array(
      z.strictObject({
        id: z.string().describe('Names the variant in analytics (`variant` of a click); kept across edits'),
        name: z.string().optional(),
        destination: z.string(),
        weight: z.number().int().min(1).max(SPLIT_WEIGHT_MAX).describe('Share of visitors = weight / the sum of weights'),
      }),
    ),
    autoPromote: z
      .strictObject({
        confidence: z.number().describe('One of 0.9, 0.95, 0.99'),
        minVisitors: z.number().int().describe('Visitors every variant needs first'),
      })
      .optional()
      .describe(
        'Absent: the owner ends the test. Present: the job `promote-experiments` (hourly) promotes the leader once every variant has `minVisitors` visitors and the leader beats each other variant at `confidence` (a two-proportion z-test on visitors who converted, over the clicks since the link was created, at most the last 400 days)',
      ),
  })
  .nullable()
  .describe('A/B split: visitors no targeting rule sent elsewhere go to a variant by weight, each visitor always to the same one; null: none');
