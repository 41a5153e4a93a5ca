import { createMemberSchema } from '@kisa/shared';
import { createMember } from '#domain/team/create-member.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, caller }) => ({ status: 201, body: await createMember(caller, parseInput(createMemberSchema, body)) }),
  { auth: 'user' },
);
