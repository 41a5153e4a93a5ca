import * as z from 'zod';
import { MSG } from './messages.js';
import { KEY_SCOPES, type Scope } from './permissions.js';

/** An API key lives at most this long (its expiry is optional; when given, within a year). */
export const API_KEY_MAX_DAYS = 365;

/** The scopes an API key may be given, as a schema: anything else is named in the refusal. */
export const keyScopesSchema = z
  .array(
    z.enum(KEY_SCOPES as [Scope, ...Scope[]], {
      error: (issue) => (typeof issue.input === 'string' ? MSG.apiKeyScopeUnknown(issue.input) : MSG.apiKeyScopesInvalid),
    }),
    { error: MSG.apiKeyScopesInvalid },
  )
  .min(1, MSG.apiKeyScopesInvalid)
  .max(KEY_SCOPES.length, MSG.apiKeyScopesInvalid)
  .describe('What the key may do; each within your own role. Absent: every key scope your role has');

/** A key's expiry as given: an instant with its offset (the check against now and the bound is the server's). */
export const keyExpirySchema = z.iso
  .datetime({ offset: true, error: MSG.apiKeyExpiryInvalid(API_KEY_MAX_DAYS) })
  .describe(`When the key stops working: in the future, at most ${API_KEY_MAX_DAYS} days from now. Absent: never`);

/** Groups of scopes as the create dialog shows them (the part before the colon). */
export function scopeGroups(scopes: readonly Scope[]): [group: string, scopes: Scope[]][] {
  const groups = new Map<string, Scope[]>();
  for (const scope of scopes) {
    const group = scope.split(':')[0] ?? scope;
    groups.set(group, [...(groups.get(group) ?? []), scope]);
  }
  return [...groups];
}

/** The key scopes a caller with these scopes may give a key: the default when none are asked for. */
export const grantableKeyScopes = (callerScopes: readonly Scope[]): Scope[] => KEY_SCOPES.filter((s) => callerScopes.includes(s));
