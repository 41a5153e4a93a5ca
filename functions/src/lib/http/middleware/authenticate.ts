import type { MiddlewareObj } from '@middy/core';
import { readCredential } from '#lib/auth/credential.js';
import { forbidden, unauthorized } from '#lib/errors.js';
import type { ApiEvent, Authenticate, AuthMode, HttpResponse, RoleHolder } from '../types.js';

/**
 * Resolves the caller for 'user' and 'admin' routes with the given `authenticate` (the
 * accounts domain's, injected by the chain's builder); public routes skip the work.
 */
export function authentication<C extends RoleHolder>(mode: AuthMode, authenticate: Authenticate<C>): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: async ({ event }) => {
      if (mode === 'public') return;
      const caller = await authenticate(readCredential(event.headers ?? {}, event.cookies));
      if (!caller) throw unauthorized();
      if (mode === 'admin' && caller.role !== 'admin') throw forbidden();
      event.caller = caller;
    },
  };
}
