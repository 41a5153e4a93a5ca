import useSWR, { useSWRConfig } from 'swr';
import type { ApiKeyList, CreatedApiKey, CreateMemberInput, Invitation, InvitationAnswer, InvitationDetails, Me, MemberPatch, MessageResponse, Team, UpdatedMember } from '@kisa/shared';
import { api } from '../../../lib/api-client';

export const TEAM_KEY = '/api/team';
export const KEYS_KEY = '/api/keys';

const member = (id: string) => `/api/team/members/${encodeURIComponent(id)}`;

export const ME_KEY = '/api/me';

export const teamApi = {
  /** 'Create New Member' invites (issue 22): the answer is the pending invitation. */
  createMember: (input: CreateMemberInput) => api.post<Invitation>('/api/team/members', input),
  /** A new e-mail waits for its holder's confirmation: `pendingEmail`. */
  updateMember: (id: string, patch: MemberPatch) => api.patch<UpdatedMember>(member(id), patch),
  /** Removes a member, or withdraws a pending invitation (its id). */
  removeMember: (id: string) => api.delete<MessageResponse>(member(id)),
  setPassword: (id: string, password: string) => api.put<MessageResponse>(`${member(id)}/password`, { password }),
};

/** Settings → Profile: one's own name and password. */
export const profileApi = {
  saveName: (name: string) => api.patch<MessageResponse>(ME_KEY, { name }),
  changePassword: (currentPassword: string, password: string) => api.put<MessageResponse>(`${ME_KEY}/password`, { currentPassword, password }),
};

const invitation = (ref: string) => `/api/invitations/${encodeURIComponent(ref)}`;

export const invitationsApi = {
  /** What an invitation link offers (`ref`: the link's token). */
  details: (token: string) => api.get<InvitationDetails>(invitation(token)),
  /** Accept or decline: with the link's token, or (signed in) an invitation's id. */
  answer: (ref: string, body: InvitationAnswer) => api.post<MessageResponse>(invitation(ref), body),
};

/** The signed-in user as the API sees them, with invitations of other teams to their address. */
export function useMeWithInvitations() {
  return useSWR<Me>(ME_KEY);
}

export const keysApi = {
  create: (name: string) => api.post<CreatedApiKey>(KEYS_KEY, { name }),
  revoke: (id: string) => api.delete<MessageResponse>(`${KEYS_KEY}/${encodeURIComponent(id)}`),
};

export function useTeam() {
  return useSWR<Team>(TEAM_KEY);
}

export function useApiKeys() {
  return useSWR<ApiKeyList>(KEYS_KEY);
}

export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (key: string) => mutate(key);
}
