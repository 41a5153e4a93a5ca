import { SSO_MSG, ssoDomainSchema } from '@kisa/shared';
import { verifySsoDomain } from '#core/sso/verify-sso-domain.js';
import { AppError } from '#lib/errors.js';
import { ssoOperations } from '@kisa/shared/api/operations/sso';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(ssoOperations.verifySsoDomain, async ({ caller, params }) => {
  const domain = ssoDomainSchema.safeParse(params.domain ?? '');
  if (!domain.success) throw new AppError(404, SSO_MSG.domainNotInSettings);
  return { body: await verifySsoDomain(caller, domain.data) };
});
