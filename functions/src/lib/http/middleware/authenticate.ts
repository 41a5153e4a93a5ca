import type { MiddlewareObj } from '@middy/core';
import { authenticate } from '../../auth/authenticate.js';
import { readCredential } from '../../auth/credential.js';
import { forbidden, unauthorized } from '../../errors.js';
import type { ApiEvent, AuthMode, HttpResponse } from '../types.js';

/** Resolves the caller for 'user' and 'admin' routes; public routes skip the work. */
export function authentication(mode: AuthMode): MiddlewareObj<ApiEvent, HttpResponse> {
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
