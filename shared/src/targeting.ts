import * as z from 'zod';
import { checkTarget } from './link-rules.js';
import { normalizeUrl } from './urls.js';
import { isValidTimeZone } from './zoned-days.js';

/**
 * Targeting rules (issue 27): a link's ordered list of rules, each a set of conditions and a
 * destination. The redirect sends a visitor to the first rule whose every condition holds, else
 * by device (redirects), else to the target; the link's UTM values apply to each destination.
 * Evaluated in the redirect from the link's own cached snapshot (functions/src/domain/redirect/
 * targeting.ts): no extra read.
 */

export const RULES_PER_LINK_MAX = 10;
export const RULE_COUNTRIES_MAX = 50;
export const RULE_LANGUAGES_MAX = 20;
export const RULE_NAME_MAX = 60;
export const RULE_QUERY_MAX = 100;

export const RULE_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export const RULE_OSES = ['ios', 'android', 'windows', 'macos', 'linux'] as const;
export type RuleDevice = (typeof RULE_DEVICES)[number];
export type RuleOs = (typeof RULE_OSES)[number];

export const RULE_MSG = {
  rulesInvalid: `A link has at most ${RULES_PER_LINK_MAX} targeting rules, each with a destination and at least one condition.`,
  conditionRequired: 'Each rule needs at least one condition (country, language, device, OS, query parameter or time window).',
  countryInvalid: 'Countries are two-letter ISO codes such as TR, DE or US.',
  languageInvalid: 'Languages are codes such as tr, en or en-GB.',
  deviceInvalid: `Devices are ${RULE_DEVICES.join(', ')}.`,
  osInvalid: `Operating systems are ${RULE_OSES.join(', ')}.`,
  queryInvalid: `A query condition names a parameter (and optionally its value), at most ${RULE_QUERY_MAX} characters each.`,
  windowInvalid: 'A time window has a start and/or an end (YYYY-MM-DDTHH:mm, start before end) and a time zone such as Europe/Istanbul.',
  nameInvalid: `Rule names are at most ${RULE_NAME_MAX} characters.`,
} as const;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A visitor's language as a rule names it: a BCP 47 tag, lower-cased (`tr`, `en-gb`, `zh-hant`). */
export const normalizeLanguage = (tag: string): string => tag.trim().toLowerCase().replace(/_/g, '-');
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,2}$/;

const list = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z
    .array(item, { error: message })
    .max(max, message)
    .transform((v) => [...new Set(v as z.output<T>[])])
    .optional();

const destination = z.string({ error: 'Each rule needs a destination URL.' }).transform(normalizeUrl).superRefine((v, ctx) => {
  const message = checkTarget(v);
  if (message) ctx.addIssue({ code: 'custom', message });
});

export const targetingRuleSchema = z
  .object(
    {
      /** Kept across edits (analytics name the rule that sent a click); a new rule gets one. */
      id: z.string().regex(/^[a-z0-9]{6,12}$/, RULE_MSG.rulesInvalid).optional(),
      name: z.string({ error: RULE_MSG.nameInvalid }).trim().max(RULE_NAME_MAX, RULE_MSG.nameInvalid).optional(),
      countries: list(
        z.string({ error: RULE_MSG.countryInvalid }).trim().toUpperCase().regex(/^[A-Z]{2}$/, RULE_MSG.countryInvalid),
        RULE_COUNTRIES_MAX,
        RULE_MSG.countryInvalid,
      ),
      languages: list(
        z.string({ error: RULE_MSG.languageInvalid }).transform(normalizeLanguage).refine((v) => LANGUAGE.test(v), RULE_MSG.languageInvalid),
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

/** A rule as stored and answered: with its id. */
export type TargetingRule = TargetingRuleInput & { id: string };

/** The answer's shape of a rule (OpenAPI). */
export const targetingRuleAnswerSchema = z.strictObject({
  id: z.string().describe('Names the rule in analytics (`rule` of a click); kept across edits'),
  name: z.string().optional(),
  countries: z.array(z.string()).optional().describe('ISO 3166-1 alpha-2; the visitor’s country (CloudFront’s viewer country; locally the address’s)'),
  languages: z.array(z.string()).optional().describe('BCP 47, lower-cased; the visitor’s first choice in Accept-Language. `en` also matches `en-gb`'),
  devices: z.array(z.enum(RULE_DEVICES)).optional(),
  os: z.array(z.enum(RULE_OSES)).optional(),
  query: z.strictObject({ name: z.string(), value: z.string().optional() }).optional().describe('The short link’s own query: the parameter present (or equal to `value`)'),
  window: z.strictObject({ from: z.string().optional(), to: z.string().optional(), timeZone: z.string() }).optional().describe('Local times `YYYY-MM-DDTHH:mm` in `timeZone`; from inclusive, to exclusive'),
  destination: z.string(),
});

// ── A/B splits (issue 27) ─────────────────────────────────────────────────────────
// A link may split its visitors between 2–5 destinations by weight. A visitor keeps their
// variant (chosen by a hash of the link and their visitor id), so returns land on the same page;
// the click records the variant, and analytics compare variants by visitors and conversions.

export const SPLIT_VARIANTS_MIN = 2;
export const SPLIT_VARIANTS_MAX = 5;
export const SPLIT_WEIGHT_MAX = 100;

export const SPLIT_MSG = {
  variantsInvalid: `A split has ${SPLIT_VARIANTS_MIN} to ${SPLIT_VARIANTS_MAX} variants, each with a destination and a weight from 1 to ${SPLIT_WEIGHT_MAX}.`,
  noSplit: 'This link has no A/B split to end.',
  variantUnknown: 'This variant is not one of the link’s (the split changed meanwhile?): reload and try again.',
  variantRequired: 'Please choose the variant to promote.',
} as const;

/** POST /api/links/{id}/split/promote: the variant whose destination becomes the link's target. */
export const promoteVariantSchema = z.object({ variantId: z.string({ error: SPLIT_MSG.variantRequired }).min(1, SPLIT_MSG.variantRequired).max(20, SPLIT_MSG.variantRequired) });

export const splitVariantSchema = z.object(
  {
    /** Kept across edits (clicks record it); a new variant gets one. */
    id: z.string().regex(/^[a-z0-9]{6,12}$/, SPLIT_MSG.variantsInvalid).optional(),
    name: z.string({ error: SPLIT_MSG.variantsInvalid }).trim().max(RULE_NAME_MAX, SPLIT_MSG.variantsInvalid).optional(),
    destination,
    weight: z.number({ error: SPLIT_MSG.variantsInvalid }).int(SPLIT_MSG.variantsInvalid).min(1, SPLIT_MSG.variantsInvalid).max(SPLIT_WEIGHT_MAX, SPLIT_MSG.variantsInvalid),
  },
  { error: SPLIT_MSG.variantsInvalid },
);

/** A link's split in an edit: its variants (2–5), or null to end it. */
export const splitSchema = z
  .object({ variants: z.array(splitVariantSchema, { error: SPLIT_MSG.variantsInvalid }).min(SPLIT_VARIANTS_MIN, SPLIT_MSG.variantsInvalid).max(SPLIT_VARIANTS_MAX, SPLIT_MSG.variantsInvalid) }, { error: SPLIT_MSG.variantsInvalid })
  .nullable();

export type SplitVariant = z.output<typeof splitVariantSchema> & { id: string };
export interface LinkSplit {
  variants: SplitVariant[];
}

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
  })
  .nullable()
  .describe('A/B split (issue 27): visitors no targeting rule sent elsewhere go to a variant by weight, each visitor always to the same one; null: none');

/**
 * The variant of `visitorId` on link `linkId`: FNV-1a of both, mapped onto the weights. The same
 * visitor always gets the same variant while the weights stay; shares hold within a few tenths
 * of a percentage point over thousands of visitors (shared by the redirect and its tests).
 */
export function pickVariant<T extends { weight: number }>(variants: readonly T[], linkId: string, visitorId: string): T {
  let h = 0x811c9dc5;
  const key = `${linkId}:${visitorId}`;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final avalanche (murmur3's), so ids that differ only at the end spread evenly.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  const total = variants.reduce((n, v) => n + v.weight, 0);
  let point = ((h >>> 0) / 0x1_0000_0000) * total;
  for (const variant of variants) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return variants[variants.length - 1]!;
}
