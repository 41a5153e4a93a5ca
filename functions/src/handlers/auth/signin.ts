import { signinSchema } from '@kisa/shared';
import { signIn } from '../../domain/accounts/sign-in.js';
import { config } from '../../lib/config.js';
import { apiHandler } from '../../lib/http/api-handler.js';
import { parseInput } from '../../lib/http/parse-input.js';
import { sessionCookie } from '../../lib/http/session-cookie.js';

export const handler = apiHandler(
  async ({ body }) => {
    const session = await signIn(parseInput(signinSchema, body));
    return { body: session, cookies: [sessionCookie(session.token, config.cookie().secure)] };
  },
  { auth: 'public' },
);
