import { createMember } from '#core/team/create-member.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(teamOperations.createMember, async ({ body, caller }) => ({ status: 201, body: await createMember(caller, body) }));
