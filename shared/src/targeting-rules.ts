/**
 * Targeting rules and A/B splits: the zod-free half — limits, messages, the stored
 * shapes, and how a visitor's variant is picked — so the redirect's bundle carries no schema
 * library. The request schemas are in targeting-schemas.ts.
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

/**
 * ISO 3166-1 alpha-2, every assigned code, and XK (Kosovo: GeoIP data and CloudFront use it):
 * the countries the Targeting tab offers and a bulk file's `country:XX` columns may name.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** A rule's language once normalizeLanguage had it: a primary tag and up to two subtags (`tr`, `en-gb`, `zh-hant-tw`). */
export const LANGUAGE_TAG_RE = /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,2}$/;

export const RULE_MSG = {
  rulesInvalid: `A link has at most ${RULES_PER_LINK_MAX} targeting rules, each with a destination and at least one condition.`,
  destinationRequired: 'Each rule needs a destination URL.',
  conditionRequired: 'Each rule needs at least one condition (country, language, device, OS, query parameter or time window).',
  countryInvalid: 'Countries are two-letter ISO codes such as TR, DE or US.',
  languageInvalid: 'Languages are codes such as tr, en or en-GB.',
  deviceInvalid: `Devices are ${RULE_DEVICES.join(', ')}.`,
  osInvalid: `Operating systems are ${RULE_OSES.join(', ')}.`,
  queryInvalid: `A query condition names a parameter (and optionally its value), at most ${RULE_QUERY_MAX} characters each.`,
  windowInvalid: 'A time window has a start and/or an end (YYYY-MM-DDTHH:mm, start before end) and a time zone such as Europe/Istanbul.',
  nameInvalid: `Rule names are at most ${RULE_NAME_MAX} characters, without control or invisible characters.`,
  /** A bulk file's header names a targeting column whose code is no country or language (bulk-parse.ts): the file is refused. */
  bulkColumnInvalid: (column: string, kind: 'country' | 'language') =>
    `The column “${column.slice(0, 40)}” names no ${kind}: targeting columns are country:XX with a two-letter ISO code (country:DE) or language:xx with a language code (language:tr, language:en-gb). Fix the header row and choose the file again.`,
} as const;

/** A visitor's language as a rule names it: a BCP 47 tag, lower-cased (`tr`, `en-gb`, `zh-hant`). */
export const normalizeLanguage = (tag: string): string => tag.trim().toLowerCase().replace(/_/g, '-');

/** A targeting rule as stored and answered (targeting-schemas.ts checks it). */
export interface TargetingRule {
  /** Names the rule in analytics; kept across edits. */
  id: string;
  name?: string;
  countries?: string[];
  languages?: string[];
  devices?: RuleDevice[];
  os?: RuleOs[];
  query?: { name: string; value?: string };
  window?: { from?: string; to?: string; timeZone: string };
  destination: string;
}

// ── A/B splits ─────────────────────────────────────────────────────────
// A link may split its visitors between 2–5 destinations by weight. A visitor keeps their
// variant (chosen by a hash of the link and their visitor id), so returns land on the same page;
// the click records the variant, and analytics compare variants by visitors and conversions.

export const SPLIT_VARIANTS_MIN = 2;
export const SPLIT_VARIANTS_MAX = 5;
export const SPLIT_WEIGHT_MAX = 100;

// Automatic promotion: the owner may let Kisa end a test once its leader beats every
// other variant at a chosen confidence, each variant having at least `minVisitors` visitors. The
// scheduled job `promote-experiments` judges running tests with experiment-stats.ts, as the
// Experiment tab does.

/** The confidences an owner may choose for automatic promotion. */
export const AUTO_PROMOTE_CONFIDENCES = [0.9, 0.95, 0.99] as const;
/** The smallest sample per variant one may ask for: below it the z-test says little (experiment-stats.ts). */
export const AUTO_PROMOTE_MIN_VISITORS_MIN = 30;
export const AUTO_PROMOTE_MIN_VISITORS_MAX = 1_000_000;

export const SPLIT_MSG = {
  variantNameInvalid: `Variant names are at most ${RULE_NAME_MAX} characters, without control or invisible characters.`,
  variantsInvalid: `A split has ${SPLIT_VARIANTS_MIN} to ${SPLIT_VARIANTS_MAX} variants, each with a destination and a weight from 1 to ${SPLIT_WEIGHT_MAX}.`,
  destinationRequired: 'Each variant needs a destination URL.',
  noSplit: 'This link has no A/B split to end.',
  variantUnknown: 'This variant is not one of the link’s (the split changed meanwhile?): reload and try again.',
  variantRequired: 'Please choose the variant to promote.',
  autoPromoteInvalid: `Automatic promotion needs a confidence of 90%, 95% or 99% and at least ${AUTO_PROMOTE_MIN_VISITORS_MIN} to ${AUTO_PROMOTE_MIN_VISITORS_MAX.toLocaleString('en-US')} visitors per variant.`,
} as const;

export interface SplitAutoPromote {
  /** One of AUTO_PROMOTE_CONFIDENCES. */
  confidence: number;
  /** Visitors every variant needs before the test may end. */
  minVisitors: number;
}

/** A split variant as stored and answered. */
export interface SplitVariant {
  id: string;
  name?: string;
  destination: string;
  weight: number;
}

/** How a link's last A/B test ended: the variant promoted, by its owner or automatically. */
export interface SplitPromotion {
  variantId: string;
  /** Its name then, if it had one. */
  name?: string;
  destination: string;
  /** ISO instant. */
  promotedAt: string;
  /** true: by the job `promote-experiments`; false: by a member (POST /api/links/{id}/split/promote). */
  automatic: boolean;
}

export interface LinkSplit {
  variants: SplitVariant[];
  /** Absent: the owner ends the test (POST /api/links/{id}/split/promote). */
  autoPromote?: SplitAutoPromote;
}

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
