import type { Key } from '../keys.js';

/**
 * The ids of the disabled teams and users (docs/DATA-MODEL.md "Moderation"): one small item of
 * two string sets, read by every redirect process every few seconds. Its guard is zod-free: the
 * redirect's bundle (get-disabled-subjects.ts) carries no schema library.
 */

export const disabledSubjectsKey = (): Key => ({ PK: 'MODERATION#DISABLED', SK: 'DISABLED' });

export interface DisabledSubjects {
  teams: Set<string>;
  users: Set<string>;
}

/** The stored item (absent: nobody is disabled) as its two sets; a malformed one throws, naming its key. */
export function disabledSubjectsOf(item: Record<string, unknown> | undefined): DisabledSubjects {
  return { teams: idSet(item, 'teams'), users: idSet(item, 'users') };
}

/** A set taken empty is removed by DynamoDB, so an absent attribute is an empty set. */
function idSet(item: Record<string, unknown> | undefined, attribute: 'teams' | 'users'): Set<string> {
  const value = item?.[attribute];
  if (value === undefined) return new Set();
  if (value instanceof Set && [...value].every((id) => typeof id === 'string')) return value;
  const { PK, SK } = disabledSubjectsKey();
  throw new Error(`Malformed disabled subjects item ${PK} / ${SK}: ${attribute}: expected a string set`);
}
