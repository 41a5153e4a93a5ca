import { instantOfLocalTime, toAsciiUrl, type RuleDevice, type RuleOs, type TargetingRule } from '@kisa/shared';
import { withUtm, type Utm } from './destination.js';

/**
 * Targeting rules on the hot path (the contract: shared/src/targeting.ts). A link's
 * rules are compiled once per cache entry (sets, epoch bounds, UTM-merged ASCII destinations);
 * a visit then checks them in order with what the request already holds — the viewer country
 * header, Accept-Language, the user agent, the short link's own query and the clock — and each
 * fact is worked out only when a rule asks for it. No I/O.
 */

export interface CompiledRule {
  id: string;
  countries?: ReadonlySet<string>;
  languages?: readonly string[];
  devices?: ReadonlySet<RuleDevice>;
  os?: ReadonlySet<RuleOs>;
  query?: { name: string; value?: string };
  /** Epoch ms: from inclusive, to exclusive. */
  from?: number;
  to?: number;
  destination: string;
}

/** What a visit offers the rules. */
export interface VisitFacts {
  country?: string;
  acceptLanguage?: string;
  userAgent: string;
  /** The short link's own query string (without `?`). */
  query: string;
  now: number;
}

export function compileRules(rules: readonly TargetingRule[] | undefined, utm: Utm): CompiledRule[] | undefined {
  if (!rules?.length) return undefined;
  return rules.map((rule) => {
    const compiled: CompiledRule = { id: rule.id, destination: toAsciiUrl(withUtm(rule.destination, utm)) };
    if (rule.countries?.length) compiled.countries = new Set(rule.countries);
    if (rule.languages?.length) compiled.languages = rule.languages;
    if (rule.devices?.length) compiled.devices = new Set(rule.devices);
    if (rule.os?.length) compiled.os = new Set(rule.os);
    if (rule.query) compiled.query = rule.query;
    if (rule.window?.from) compiled.from = instantOfLocalTime(rule.window.from, rule.window.timeZone);
    if (rule.window?.to) compiled.to = instantOfLocalTime(rule.window.to, rule.window.timeZone);
    return compiled;
  });
}

/** The first rule whose every condition holds for the visit, if any. */
export function matchingRule(rules: readonly CompiledRule[] | undefined, facts: VisitFacts): CompiledRule | undefined {
  if (!rules) return undefined;
  const lazy = new LazyFacts(facts);
  return rules.find((rule) => holds(rule, lazy));
}

function holds(rule: CompiledRule, facts: LazyFacts): boolean {
  if (rule.from !== undefined && facts.now < rule.from) return false;
  if (rule.to !== undefined && facts.now >= rule.to) return false;
  if (rule.countries && !rule.countries.has(facts.country)) return false;
  if (rule.devices && !rule.devices.has(facts.device())) return false;
  if (rule.os && !rule.os.has(facts.os()!)) return false;
  if (rule.languages && !languageMatches(rule.languages, facts.language())) return false;
  if (rule.query && !queryMatches(rule.query, facts.params())) return false;
  return true;
}

class LazyFacts {
  readonly now: number;
  readonly country: string;
  #device?: RuleDevice;
  #os?: RuleOs | null;
  #language?: string | null;
  #params?: URLSearchParams;

  constructor(private readonly facts: VisitFacts) {
    this.now = facts.now;
    this.country = (facts.country ?? '').toUpperCase();
  }

  device(): RuleDevice {
    return (this.#device ??= deviceOf(this.facts.userAgent));
  }

  os(): RuleOs | null {
    if (this.#os === undefined) this.#os = osOf(this.facts.userAgent);
    return this.#os;
  }

  language(): string | null {
    if (this.#language === undefined) this.#language = firstLanguage(this.facts.acceptLanguage);
    return this.#language;
  }

  params(): URLSearchParams {
    return (this.#params ??= new URLSearchParams(this.facts.query));
  }
}

const TABLET = /ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i;

/** The device class of a user agent, by the usual markers (tablets first: an Android tablet has no "Mobile"). */
export function deviceOf(userAgent: string): RuleDevice {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The operating system of a user agent, when it is one rules name. */
export function osOf(userAgent: string): RuleOs | null {
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/android/i.test(userAgent)) return 'android';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/macintosh|mac os x/i.test(userAgent)) return 'macos';
  if (/linux|x11|cros/i.test(userAgent)) return 'linux';
  return null;
}

/** The visitor's first choice in Accept-Language (highest q, the earlier on a tie), lower-cased; null for none or `*`. */
export function firstLanguage(header: string | undefined): string | null {
  if (!header) return null;
  let best: string | null = null;
  let bestQ = 0;
  for (const part of header.slice(0, 512).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const lang = tag.trim().toLowerCase().replace(/_/g, '-');
    if (!lang || lang === '*' || !(q > bestQ)) continue;
    best = lang;
    bestQ = q;
  }
  return best;
}

/** A rule's `en` matches `en` and `en-gb`; its `en-gb` only `en-gb`. */
function languageMatches(ruleLanguages: readonly string[], visitor: string | null): boolean {
  if (!visitor) return false;
  return ruleLanguages.some((l) => visitor === l || visitor.startsWith(`${l}-`));
}

function queryMatches(query: { name: string; value?: string }, params: URLSearchParams): boolean {
  if (query.value === undefined) return params.has(query.name);
  return params.getAll(query.name).includes(query.value);
}
