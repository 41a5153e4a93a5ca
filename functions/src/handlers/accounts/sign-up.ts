import { MSG, signupSchema } from '@kisa/shared';
import { signUp } from '../../domain/accounts/sign-up.js';
import { apiHandler } from '../api-handler.js';
import { clientIp } from '../../lib/http/client-ip.js';
import { parseInput } from '../../lib/http/parse-input.js';

// 201 and the same message whether or not the address has an account (domain/accounts/sign-up.ts).
export const handler = apiHandler(
  async ({ body, headers, sourceIp }) => {
    await signUp(parseInput(signupSchema, body), { ip: clientIp(headers, sourceIp) });
    return { status: 201, body: { message: MSG.signupDone } };
  },
  { auth: 'public' },
);
