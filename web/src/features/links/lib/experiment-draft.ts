import {
  autoPromoteSchema,
  displayUrl,
  SPLIT_MSG,
  SPLIT_VARIANTS_MAX,
  SPLIT_VARIANTS_MIN,
  splitSchema,
  splitVariantSchema,
  type Link,
  type SplitAutoPromote,
} from '@kisa/shared';
import { formatCount, formatPercent } from '@/lib/format';
import { translateNow } from '@/lib/i18n';

/**
 * The Experiment tab's variants as the form holds them (A/B splits): one draft per
 * variant, each field a plain value an input can show, turned into the API's `split` and checked
 * with the shared schemas (`splitVariantSchema`, `splitSchema`: the server's own messages). Pure;
 * unit-tested.
 */

/** A split as the API answers it (null: none). */
export type LinkSplitAnswer = Link['split'];

export interface VariantDraft {
  /** The form's own key (React key, focus, errors); never sent. */
  key: string;
  /** The id the variant came with: sent back, so its clicks keep counting for it. A new one has none. */
  id?: string;
  name: string;
  /** As typed (or the stored URL as people read it). */
  destination: string;
  /** As typed in the number box: whole numbers 1–100 are valid. */
  weight: string;
}

/** What a message is about: a field of one variant. */
export type VariantField = 'destination' | 'name' | 'weight';

/** A problem with the split: on one variant's field, or (no `key`) on the split as a whole. */
export interface SplitProblem {
  key?: string;
  field?: VariantField;
  message: string;
}

/** The variants' names by place: what analytics call an unnamed variant ("Variant A" …). */
export const VARIANT_LETTERS = 'ABCDE';

/** "Variant B": a variant by its place (0-based). */
export function variantLetterName(index: number): string {
  return translateNow('editor.variant.letter', { letter: VARIANT_LETTERS[index] ?? String(index + 1) });
}

/** How the tab names a variant: its own name, else "Variant A"… by place. */
export function variantLabel(index: number, name?: string | null): string {
  const own = name?.trim();
  return own || variantLetterName(index);
}

let counter = 0;
/** A key no other draft of this page has. */
export function nextVariantKey(): string {
  counter += 1;
  return `variant-${counter}`;
}

/** A new, empty variant. */
export function newVariantDraft(weight = 50, key = nextVariantKey()): VariantDraft {
  return { key, name: '', destination: '', weight: String(weight) };
}

/** The split's variants in the form: URLs shown as people read them, ids kept. */
export function draftsOf(split: LinkSplitAnswer): VariantDraft[] {
  return (split?.variants ?? []).map((v) => ({
    key: nextVariantKey(),
    id: v.id,
    name: v.name ?? '',
    destination: displayUrl(v.destination),
    weight: String(v.weight),
  }));
}

/** A new test: the link's target as Variant A and an empty Variant B, half each. */
export function newTestDrafts(longUrl: string): VariantDraft[] {
  return [{ ...newVariantDraft(50), destination: displayUrl(longUrl) }, newVariantDraft(50)];
}

/** A typed weight as a number (NaN when the box holds no number). */
export function weightOf(text: string): number {
  const t = text.trim();
  return t === '' ? Number.NaN : Number(t);
}

/** Whether a weight is one the API takes (a whole number from 1 to SPLIT_WEIGHT_MAX). */
export function validWeight(w: number): boolean {
  return splitVariantSchema.shape.weight.safeParse(w).success;
}

/**
 * Each variant's share of visitors (weight / the sum of the weights), or null for a variant whose
 * weight is not valid (and for every variant while no weight is).
 */
export function shares(weights: readonly number[]): (number | null)[] {
  const total = weights.reduce((n, w) => (validWeight(w) ? n + w : n), 0);
  return weights.map((w) => (validWeight(w) && total > 0 ? w / total : null));
}

/** A share as the tab shows it: "%70", "%33,3" (tr-TR); a dash when unknown. */
export function shareText(share: number | null): string {
  if (share === null) return '—';
  const pct = share * 100;
  return formatPercent(share, Math.abs(pct - Math.round(pct)) < 1e-9 ? 0 : 1);
}

/** The variant as the API takes it, before the schema's checks (an empty name left out). */
export function variantInput(d: VariantDraft): Record<string, unknown> {
  return {
    ...(d.id ? { id: d.id } : {}),
    ...(d.name.trim() ? { name: d.name.trim() } : {}),
    destination: d.destination.trim(),
    weight: weightOf(d.weight),
  };
}

export type SplitInput = { variants: Array<{ id?: string; name?: string; destination: string; weight: number }> };
export type SplitCheck = { ok: true; split: SplitInput } | { ok: false; problem: SplitProblem };

/** The tab's own words for a variant without a destination (the schema would call an empty URL invalid characters). */
export const VARIANT_DESTINATION_REQUIRED = SPLIT_MSG.destinationRequired;

/** One variant checked by the shared schema: the variant the API is sent, or the problem and its field. */
export function checkVariant(d: VariantDraft): { ok: true; variant: SplitInput['variants'][number] } | { ok: false; problem: SplitProblem } {
  if (!d.destination.trim()) return { ok: false, problem: { key: d.key, field: 'destination', message: VARIANT_DESTINATION_REQUIRED } };
  const parsed = splitVariantSchema.safeParse(variantInput(d));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const head = String(issue.path[0] ?? '');
    const field: VariantField | undefined = head === 'destination' || head === 'name' || head === 'weight' ? head : undefined;
    return { ok: false, problem: { key: d.key, field, message: issue.message } };
  }
  const { id, name, destination, weight } = parsed.data;
  return { ok: true, variant: { ...(id ? { id } : {}), ...(name ? { name } : {}), destination, weight } };
}

/**
 * The split checked by the shared schemas (the server's messages, word for word): the split the
 * API is sent (trimmed, URLs normalised), or the first problem and the variant field it is about.
 */
export function checkSplit(drafts: readonly VariantDraft[]): SplitCheck {
  if (drafts.length < SPLIT_VARIANTS_MIN || drafts.length > SPLIT_VARIANTS_MAX) return { ok: false, problem: { message: SPLIT_MSG.variantsInvalid } };
  const variants: SplitInput['variants'] = [];
  for (const d of drafts) {
    const c = checkVariant(d);
    if (!c.ok) return c;
    variants.push(c.variant);
  }
  const whole = splitSchema.safeParse({ variants });
  if (!whole.success) return { ok: false, problem: { message: whole.error.issues[0]?.message ?? SPLIT_MSG.variantsInvalid } };
  return { ok: true, split: { variants } };
}

/**
 * Places the server's refusal: on the first variant the same check refuses with the same
 * message (the server does not say which), else on the split as a whole.
 */
export function placeSplitError(drafts: readonly VariantDraft[], message: string): SplitProblem {
  for (const d of drafts) {
    const c = checkVariant(d);
    if (!c.ok && c.problem.message === message) return c.problem;
  }
  return { message };
}

/**
 * Whether saving the drafts would move visitors between variants of a running split: the
 * variant's place in the hash's range follows the weights, so new weights (or variants added or
 * removed) change the shares from the next visit on, returning visitors included.
 */
export function reassigns(split: LinkSplitAnswer, drafts: readonly VariantDraft[]): boolean {
  const saved = split?.variants ?? [];
  if (saved.length !== drafts.length) return true;
  return drafts.some((d, i) => d.id !== saved[i]!.id || weightOf(d.weight) !== saved[i]!.weight);
}

/** Automatic promotion as the form holds it: off, or a confidence and the sample as typed. */
export interface AutoPromoteDraft {
  on: boolean;
  /** One of AUTO_PROMOTE_CONFIDENCES. */
  confidence: number;
  /** As typed in the number box. */
  minVisitors: string;
}

/** The defaults a new test offers when automatic promotion is switched on: 95%, 100 visitors a variant. */
export const AUTO_PROMOTE_DEFAULTS = { confidence: 0.95, minVisitors: 100 } as const;

/** The form's automatic promotion for a split (off, with the defaults ready, when it has none). */
export function autoPromoteDraftOf(split: LinkSplitAnswer): AutoPromoteDraft {
  const rule = split?.autoPromote;
  return rule
    ? { on: true, confidence: rule.confidence, minVisitors: String(rule.minVisitors) }
    : { on: false, confidence: AUTO_PROMOTE_DEFAULTS.confidence, minVisitors: String(AUTO_PROMOTE_DEFAULTS.minVisitors) };
}

/** The draft as the API takes it (checked with the shared schema: the server's message), or its problem. */
export function checkAutoPromote(draft: AutoPromoteDraft): { ok: true; autoPromote: SplitAutoPromote | undefined } | { ok: false; message: string } {
  if (!draft.on) return { ok: true, autoPromote: undefined };
  const typed = draft.minVisitors.trim();
  const parsed = autoPromoteSchema.safeParse({ confidence: draft.confidence, minVisitors: /^\d+$/.test(typed) ? Number(typed) : typed });
  if (!parsed.success || !parsed.data)
    return { ok: false, message: parsed.success ? SPLIT_MSG.autoPromoteInvalid : (parsed.error.issues[0]?.message ?? SPLIT_MSG.autoPromoteInvalid) };
  return { ok: true, autoPromote: parsed.data };
}

/** Whether the draft differs from the split's automatic promotion. */
export function autoPromoteChanged(split: LinkSplitAnswer, draft: AutoPromoteDraft): boolean {
  const rule = split?.autoPromote;
  if (!rule || !draft.on) return !!rule !== draft.on;
  return rule.confidence !== draft.confidence || String(rule.minVisitors) !== draft.minVisitors.trim();
}

/** "at 95% confidence, once every variant has 100 visitors": the rule in words. */
export function autoPromoteText(rule: SplitAutoPromote): string {
  return translateNow('editor.auto.text', { confidence: formatPercent(rule.confidence, 0), visitors: formatCount(rule.minVisitors) });
}
