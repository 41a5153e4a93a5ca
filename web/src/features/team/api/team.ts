import useSWR, { useSWRConfig } from 'swr';
import type { ApiKeyInfo, CreatedApiKey, CreateMemberInput, Member, MemberPatch, MessageResponse, Team } from '@kisa/shared';
import { api } from '../../../lib/api-client';

export const TEAM_KEY = '/api/team';
export const KEYS_KEY = '/api/keys';

const member = (id: string) => `/api/team/members/${encodeURIComponent(id)}`;

export const teamApi = {
  createMember: (input: CreateMemberInput) => api.post<Member>('/api/team/members', input),
  updateMember: (id: string, patch: MemberPatch) => api.patch<Member>(member(id), patch),
  removeMember: (id: string) => api.delete<MessageResponse>(member(id)),
  setPassword: (id: string, password: string) => api.put<MessageResponse>(`${member(id)}/password`, { password }),
};

export const keysApi = {
  create: (name: string) => api.post<CreatedApiKey>(KEYS_KEY, { name }),
  revoke: (id: string) => api.delete<MessageResponse>(`${KEYS_KEY}/${encodeURIComponent(id)}`),
};

export function useTeam() {
  return useSWR<Team>(TEAM_KEY);
}

export function useApiKeys() {
  return useSWR<{ items: ApiKeyInfo[] }>(KEYS_KEY);
}

export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (key: string) => mutate(key);
}
