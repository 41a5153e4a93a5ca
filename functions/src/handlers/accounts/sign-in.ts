import { signinSchema } from '@kisa/shared';
import { signIn } from '#domain/accounts/sign-in.js';
import { config } from '#lib/config.js';
import { apiHandler } from '../api-handler.js';
import { clientIp } from '#lib/http/client-ip.js';
import { parseInput } from '#lib/http/parse-input.js';
import { sessionCookie } from '#lib/http/session-cookie.js';

export const handler = apiHandler(
  async ({ body, headers, sourceIp }) => {
    const session = await signIn(parseInput(signinSchema, body), { ip: clientIp(headers, sourceIp) });
    return { body: session, cookies: [sessionCookie(session.token, config.cookie().secure)] };
  },
  { auth: 'public' },
);
