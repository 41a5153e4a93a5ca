import type { Scope } from '@kisa/shared';
import { missingScope } from '#lib/errors.js';
import type { Caller } from './caller.js';

/**
 * The check the API chain makes of an operation's declared scope, for domain code that needs a
 * further one (an admin may manage members but not owners) or runs outside the chain.
 */
export function requireScope(caller: Pick<Caller, 'scopes' | 'apiKeyId' | 'scopeRefusal'>, scope: Scope): void {
  if (!caller.scopes?.includes(scope)) throw missingScope(scope, caller);
}
