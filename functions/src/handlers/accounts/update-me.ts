import { MSG, profilePatchSchema } from '@kisa/shared';
import { updateProfile } from '#domain/accounts/update-profile.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(
  async ({ body, caller }) => {
    await updateProfile(caller, parseInput(profilePatchSchema, body));
    return { body: { message: MSG.profileSaved } };
  },
  { auth: 'user' },
);
