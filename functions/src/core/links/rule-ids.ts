import { randomBytes } from 'node:crypto';
import { randomString, type TargetingRule } from '@kisa/shared';

/** A targeting rule's or split variant's id: 8 lower-case letters and digits, unique enough within one link. */
export const newRuleId = (): string => randomString(8, 'abcdefghijklmnopqrstuvwxyz0123456789', randomBytes);

/** Rules as stored: each keeps the id it came with (analytics name the rule that sent a click) or is given one. */
export function withRuleIds<T extends Omit<TargetingRule, 'id'> & { id?: string }>(rules: readonly T[]): (T & { id: string })[] {
  return rules.map((rule) => ({ ...rule, id: rule.id ?? newRuleId() }));
}
