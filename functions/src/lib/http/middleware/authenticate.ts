import type { MiddlewareObj } from '@middy/core';
import { readCredential } from '#lib/auth/credential.js';
import { credentialRefused, forbidden, unauthorized } from '#lib/errors.js';
import type { ApiEvent, Authenticate, AuthMode, HttpResponse, RoleHolder } from '../types.js';

/**
 * Resolves the caller for 'user' and 'admin' routes with the given `authenticate` (core/accounts',
 * injected by the chain's builder); public routes skip the work.
 */
export function authentication<C extends RoleHolder>(mode: AuthMode, authenticate: Authenticate<C>): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: async ({ event }) => {
      if (mode === 'public') return;
      const credential = readCredential(event.headers ?? {}, event.cookies);
      const caller = await authenticate(credential);
      if (!caller) throw credential ? credentialRefused() : unauthorized();
      if (mode === 'admin' && caller.role !== 'admin') throw forbidden();
      event.caller = caller;
    },
  };
}
