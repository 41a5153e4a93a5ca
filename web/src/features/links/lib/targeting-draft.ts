import { displayUrl, MSG, RULE_MSG, targetingRuleSchema, type Link, type RuleDevice, type RuleOs, type TargetingRuleInput } from '@kisa/shared';

/**
 * The Targeting tab's rules as the form holds them: one draft per rule, every field a
 * plain value an input can show, turned into the API's rule (`PATCH rules`) and checked with the
 * shared schema (`targetingRuleSchema`: the server's own messages). Pure; unit-tested.
 */

/** A rule as the API answers it. */
export type LinkRule = Link['rules'][number];

export interface RuleDraft {
  /** The form's own key for the rule (React key, focus, errors); never sent. */
  key: string;
  /** The id the rule came with: sent back, so analytics keep naming it. A new rule has none. */
  id?: string;
  name: string;
  /** As typed (or the stored URL as people read it). */
  destination: string;
  /** ISO alpha-2, upper case. */
  countries: string[];
  /** BCP 47, as `normalizeLanguage` writes them (lower case). */
  languages: string[];
  devices: RuleDevice[];
  os: RuleOs[];
  queryName: string;
  /** Empty: the parameter only has to be present. */
  queryValue: string;
  /** `YYYY-MM-DDTHH:mm` (a datetime-local input's value) or empty. */
  from: string;
  to: string;
  timeZone: string;
}

/** What a message is about: a field of the rule, or its conditions as a whole. */
export type RuleField = 'name' | 'destination' | 'countries' | 'languages' | 'devices' | 'os' | 'query' | 'window' | 'conditions';

/** The fields that are conditions: changing one may answer "Each rule needs at least one condition". */
export const CONDITION_FIELDS: readonly RuleField[] = ['countries', 'languages', 'devices', 'os', 'query', 'window'];

/** Where a rule's field is in the tab's errors: a condition inside the rule's `conditions`, so changing it drops what was said about them. */
export const rulePath = (key: string, field: RuleField) => (CONDITION_FIELDS.includes(field) ? `${key}.conditions.${field}` : `${key}.${field}`);

let counter = 0;
/** A key no other draft of this page has. */
export function nextDraftKey(): string {
  counter += 1;
  return `rule-${counter}`;
}

/** A new, empty rule (its window, once given, in `timeZone`: the browser's). */
export function newDraft(timeZone: string, key = nextDraftKey()): RuleDraft {
  return { key, name: '', destination: '', countries: [], languages: [], devices: [], os: [], queryName: '', queryValue: '', from: '', to: '', timeZone };
}

/** A stored rule in the form: its URL shown as people read it, its id kept. */
export function draftOf(rule: LinkRule, defaultTimeZone: string, key = nextDraftKey()): RuleDraft {
  return {
    key,
    id: rule.id,
    name: rule.name ?? '',
    destination: displayUrl(rule.destination),
    countries: [...(rule.countries ?? [])],
    languages: [...(rule.languages ?? [])],
    devices: [...(rule.devices ?? [])],
    os: [...(rule.os ?? [])],
    queryName: rule.query?.name ?? '',
    queryValue: rule.query?.value ?? '',
    from: rule.window?.from ?? '',
    to: rule.window?.to ?? '',
    timeZone: rule.window?.timeZone ?? defaultTimeZone,
  };
}

/**
 * The rule as the API takes it, before the schema's checks: empty fields left out (a time zone
 * alone is no window), a query with a value but no name kept so the check can refuse it.
 */
export function ruleInput(d: RuleDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (d.id) out.id = d.id;
  if (d.name.trim()) out.name = d.name.trim();
  if (d.countries.length) out.countries = d.countries;
  if (d.languages.length) out.languages = d.languages;
  if (d.devices.length) out.devices = d.devices;
  if (d.os.length) out.os = d.os;
  if (d.queryName.trim() || d.queryValue) out.query = { name: d.queryName.trim(), ...(d.queryValue ? { value: d.queryValue } : {}) };
  if (d.from || d.to) out.window = { ...(d.from ? { from: d.from } : {}), ...(d.to ? { to: d.to } : {}), timeZone: d.timeZone };
  out.destination = d.destination.trim();
  return out;
}

export type RuleCheck = { ok: true; rule: TargetingRuleInput } | { ok: false; field: RuleField | null; message: string };

const FIELD_OF_PATH: Readonly<Record<string, RuleField>> = {
  name: 'name',
  destination: 'destination',
  countries: 'countries',
  languages: 'languages',
  devices: 'devices',
  os: 'os',
  query: 'query',
  window: 'window',
};

/** What the shared schema says of a rule sent without a destination. */
export const DESTINATION_REQUIRED = RULE_MSG.destinationRequired;

/**
 * One rule checked by the shared schema (the server's messages, word for word): the rule the
 * API is sent (trimmed, normalised), or the first problem and the field it is about.
 */
export function checkDraft(d: RuleDraft): RuleCheck {
  // The schema's own words for a missing destination (it would call an empty one invalid characters).
  if (!d.destination.trim()) return { ok: false, field: 'destination', message: DESTINATION_REQUIRED };
  const parsed = targetingRuleSchema.safeParse(ruleInput(d));
  if (parsed.success) return { ok: true, rule: parsed.data };
  const issue = parsed.error.issues[0]!;
  const head = issue.path[0];
  const field = head === undefined ? 'conditions' : (FIELD_OF_PATH[String(head)] ?? null);
  return { ok: false, field, message: issue.message };
}

/** The field a server message is about, when the message says (a RULE_MSG text, a URL message). */
export function fieldOfMessage(message: string): RuleField | null {
  switch (message) {
    case RULE_MSG.conditionRequired:
      return 'conditions';
    case RULE_MSG.countryInvalid:
      return 'countries';
    case RULE_MSG.languageInvalid:
      return 'languages';
    case RULE_MSG.deviceInvalid:
      return 'devices';
    case RULE_MSG.osInvalid:
      return 'os';
    case RULE_MSG.queryInvalid:
      return 'query';
    case RULE_MSG.windowInvalid:
      return 'window';
    case RULE_MSG.nameInvalid:
      return 'name';
    case MSG.urlInvalid:
    case MSG.urlTooLong:
    case DESTINATION_REQUIRED:
      return 'destination';
    default:
      return null;
  }
}

/** Where a problem is shown: a rule's field, or (no `key`) the top of the tab. */
export interface RuleProblem {
  key?: string;
  field?: RuleField;
  message: string;
}

/**
 * Places the server's refusal: on the first rule the same check refuses with the same message
 * (the server does not say which rule), else at the top of the tab.
 */
export function placeServerError(drafts: readonly RuleDraft[], message: string): RuleProblem {
  for (const d of drafts) {
    const c = checkDraft(d);
    if (!c.ok && c.message === message) return { key: d.key, field: c.field ?? undefined, message };
  }
  return { message };
}

/** The rules in order with the one at `index` moved by `delta` (−1 up, +1 down); unchanged at an edge. */
export function moveRule<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A language code as a person types it, normalised, when the rule would take it (`de`, `en-GB` → `en-gb`); else null. */
export function languageCode(text: string): string | null {
  const parsed = targetingRuleSchema.safeParse({ languages: [text], destination: 'https://example.com/' });
  return parsed.success ? (parsed.data.languages?.[0] ?? null) : null;
}
