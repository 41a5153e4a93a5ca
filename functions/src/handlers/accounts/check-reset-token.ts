import { MSG, type ResetCheckResponse } from '@kisa/shared';
import { checkResetToken } from '#domain/accounts/check-reset-token.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(
  async ({ params }) => {
    const formAllowed = await checkResetToken(params.token);
    const body: ResetCheckResponse = { formAllowed, message: formAllowed ? MSG.resetAllowed : MSG.invalidToken };
    return { body };
  },
  { auth: 'public' },
);
