import { authenticateShare, type ShareGrant } from '#core/shares/open-share.js';
import type { OperationHandler } from '#lib/http/api-handler.js';
import { shareAuthentication } from '#lib/http/middleware/share-authentication.js';
import type { ApiResult } from '#lib/http/types.js';
import type { DeclaredOperation } from '@kisa/shared/api';
import { apiOperation } from './api-handler.js';

type Request<O extends DeclaredOperation> = Parameters<Parameters<typeof apiOperation<O>>[1]>[0];

/**
 * A public shared-dashboard route: the API's chain, plus the share's own authentication step
 * (lib/http/middleware/share-authentication.ts, bound to core/shares'): the URL's token is the
 * credential, rate-limited per address; `needsAccess` routes read figures, so a share with a
 * password also wants its unlock's access token. `run` gets the resolved share first.
 */
export function shareOperation<O extends DeclaredOperation>(
  operation: O,
  needsAccess: boolean,
  run: (grant: ShareGrant, request: Request<O>) => Promise<ApiResult>,
): OperationHandler {
  const handler = apiOperation(operation, (request) => run(request.share as ShareGrant, request));
  handler.use(shareAuthentication((token, access, ip) => authenticateShare(token, access, ip, { needsAccess })));
  return handler;
}
